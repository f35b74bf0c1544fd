"use client";

import { useEffect } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors, SelectField, useDiscardGuard } from "@/components/data-list";
import { useCreateCourse, useUpdateCourse, type CourseDto } from "./queries";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "@/lib/validation/common";
import { courseSchema, LEVEL_LABELS, type CourseFormValues, type CourseInput, type CourseLevel } from "../schema";
import { ThumbnailPicker } from "./thumbnail-picker";

const CATEGORY_OPTIONS = COURSE_CATEGORIES.map((c) => ({ value: c, label: c }));
const LEVEL_OPTIONS = COURSE_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }));

const EMPTY: CourseFormValues = {
  title: "",
  description: "",
  category: "",
  level: "",
  price: "",
  originalPrice: "",
  duration: "",
  instructor: "",
  tags: "",
  thumbnail: "",
};

function toFormValues(course: CourseDto | null): CourseFormValues {
  if (!course) return EMPTY;
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    price: course.price.toFixed(2),
    originalPrice: course.originalPrice == null ? "" : course.originalPrice.toFixed(2),
    duration: course.duration,
    instructor: course.instructor,
    tags: course.tags.join(", "),
    thumbnail: course.thumbnail ?? "",
  };
}

// The form keeps every field as text; the shared schema turns it into the API's values (docs/product.md §5).
const resolver = zodResolver(courseSchema) as unknown as Resolver<CourseFormValues, unknown, CourseInput>;

/** Create (course = null) or edit a course. Opened by the page; closes itself on success. */
export function CourseFormDialog({
  open,
  course,
  onOpenChange,
}: {
  open: boolean;
  course: CourseDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const editing = course !== null;
  const pending = create.isPending || update.isPending;
  const form = useForm<CourseFormValues, unknown, CourseInput>({ resolver, defaultValues: toFormValues(course) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  // Typed changes are not lost to a stray Escape or backdrop click: closing asks first.
  const { requestClose, prompt } = useDiscardGuard({ dirty: isDirty, onClose: () => onOpenChange(false) });

  useEffect(() => {
    if (open) reset(toFormValues(course));
  }, [open, course, reset]);

  function showServerErrors(error: unknown) {
    applyServerErrors(error, setError, Object.keys(EMPTY));
  }

  const onSubmit = handleSubmit((input) => {
    if (course) {
      update.mutate(
        { id: course._id, input },
        {
          onSuccess: () => {
            toast.success("Course updated successfully!");
            onOpenChange(false);
          },
          onError: (error) => {
            showServerErrors(error);
            toast.error("Error", { description: "Failed to update course. Please try again." });
          },
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast.success("Course created successfully!");
        reset(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error("Error", { description: "Failed to create course. Please try again." });
      },
    });
  });

  const err = (name: keyof CourseFormValues) => errors[name]?.message;

  return (
    <>
    {prompt}
    <Dialog open={open} onOpenChange={(next) => !pending && (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Course" : "Create Course"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the course's details. Enrollment figures come from learners and cannot be edited."
              : "New courses start as drafts. Publish one when it is ready to appear on the landing page."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="course-title">Title</Label>
            <Input id="course-title" placeholder="e.g. Modern React with Next.js" {...register("title")} {...fieldErrorProps("course-title", err("title"))} />
            <FieldError id={fieldErrorId("course-title")} message={err("title")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="course-description">Description</Label>
            <Textarea id="course-description" rows={3} placeholder="What learners will be able to do after the course" {...register("description")} {...fieldErrorProps("course-description", err("description"))} />
            <FieldError id={fieldErrorId("course-description")} message={err("description")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={control}
              name="category"
              id="course-category"
              label="Category"
              placeholder="Select a category"
              options={CATEGORY_OPTIONS}
              error={err("category")}
              display={(value) => value || undefined}
            />
            <SelectField
              control={control}
              name="level"
              id="course-level"
              label="Level"
              placeholder="Select a level"
              options={LEVEL_OPTIONS}
              error={err("level")}
              display={(value) => LEVEL_LABELS[value as CourseLevel]}
            />
            <div className="grid gap-2">
              <Label htmlFor="course-price">Price ($)</Label>
              <div className="relative">
                <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
                  $
                </span>
                <Input id="course-price" type="number" inputMode="decimal" step="0.01" min="0" placeholder="79.99" className="pl-7" {...register("price")} {...fieldErrorProps("course-price", err("price"))} />
              </div>
              <FieldError id={fieldErrorId("course-price")} message={err("price")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="course-original-price">Original price ($, optional)</Label>
              <div className="relative">
                <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
                  $
                </span>
                <Input id="course-original-price" type="number" inputMode="decimal" step="0.01" min="0" placeholder="129.99" className="pl-7" {...register("originalPrice")} {...fieldErrorProps("course-original-price", err("originalPrice"))} />
              </div>
              <FieldError id={fieldErrorId("course-original-price")} message={err("originalPrice")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="course-duration">Duration</Label>
              <Input id="course-duration" placeholder="e.g. 45 hours" {...register("duration")} {...fieldErrorProps("course-duration", err("duration"))} />
              <FieldError id={fieldErrorId("course-duration")} message={err("duration")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="course-instructor">Instructor</Label>
              <Input id="course-instructor" placeholder="e.g. Priya Raman" {...register("instructor")} {...fieldErrorProps("course-instructor", err("instructor"))} />
              <FieldError id={fieldErrorId("course-instructor")} message={err("instructor")} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="course-tags">Tags (optional)</Label>
            <Input id="course-tags" placeholder="React, TypeScript, Hooks" aria-describedby="course-tags-hint" {...register("tags")} {...fieldErrorProps("course-tags", err("tags"))} />
            <p id="course-tags-hint" className="text-xs text-muted-foreground">
              Separate tags with commas.
            </p>
            <FieldError id={fieldErrorId("course-tags")} message={err("tags")} />
          </div>
          <Controller
            control={control}
            name="thumbnail"
            render={({ field }) => (
              <ThumbnailPicker value={field.value} onChange={field.onChange} error={err("thumbnail")} describedBy={fieldErrorId("course-thumbnail")} />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={requestClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner label="Saving" />}
              {editing ? "Save Changes" : "Create Course"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
    </>
  );
}
