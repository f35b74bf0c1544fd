"use client";

// Enroll a learner in a published course they are not already in, with the reason: a paid course
// is given for free and recorded as complimentary.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import type { CourseOption } from "../server";
import { studentDetailOptions, useEnrollStudent } from "./queries";
import { FormField, FormFooter } from "@/components/data-list";
import { enrollSchema } from "../schema";

type Target = { _id: string; name: string };

export function EnrollDialog({ student, courses, onClose }: { student: Target | null; courses: CourseOption[]; onClose: () => void }) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">{student && <EnrollForm key={student._id} student={student} courses={courses} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

type Errors = { courseId?: string; reason?: string };

function EnrollForm({ student, courses, onDone }: { student: Target; courses: CourseOption[]; onDone: () => void }) {
  const detail = useQuery(studentDetailOptions(student._id));
  const enroll = useEnrollStudent();
  const [courseId, setCourseId] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const enrolled = new Set(detail.data?.enrollments.map((e) => e.courseId));
  const open = courses.filter((c) => c.status === "published" && !enrolled.has(c._id));
  const chosen = courses.find((c) => c._id === courseId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = enrollSchema.safeParse({ courseId, reason });
    if (!parsed.success) {
      const field = (name: keyof Errors) => parsed.error.issues.find((i) => i.path[0] === name)?.message;
      return setErrors({ courseId: courseId ? undefined : "Please select a course", reason: field("reason") });
    }
    const title = chosen?.title ?? "the course";
    enroll.mutate(
      { id: student._id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(chosen?.paid ? `Gave ${student.name} ${title} for free` : `Enrolled ${student.name} in ${title}`);
          onDone();
        },
        onError: (e) => {
          const body = e instanceof ApiRequestError ? e.body : undefined;
          setErrors(body?.errors?.reason ? { reason: body.errors.reason[0] } : { courseId: errorMessage(e, "Failed to enroll the student. Please try again.") });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Enroll in course</DialogTitle>
        <DialogDescription>Choose a published course for {student.name}.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="enroll-course">Course</Label>
        {detail.isPending ? (
          <Spinner label="Loading courses" className="justify-start" />
        ) : (
          <Select value={courseId} onValueChange={(v) => (setCourseId(v), setErrors((e) => ({ ...e, courseId: undefined })))}>
            <SelectTrigger id="enroll-course" className="w-full" {...fieldErrorProps("enroll-course", errors.courseId)}>
              <SelectValue placeholder={open.length ? "Select a course" : "No other courses are open"} />
            </SelectTrigger>
            <SelectContent>
              {open.map((c) => (
                <SelectItem key={c._id} value={c._id}>
                  {c.title}
                  {c.paid ? " (paid)" : ""}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        <FieldError id="enroll-course-error" message={errors.courseId} />
      </div>
      <FormField
        id="enroll-reason"
        label="Reason"
        error={errors.reason}
        hint={
          chosen?.paid
            ? "This is a paid course: the learner gets it for free. It is recorded as complimentary, with your name and this reason, on the Orders screen, and never counts as revenue."
            : "Kept with the enrollment in the audit log."
        }
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(e) => (setReason(e.target.value), setErrors((x) => ({ ...x, reason: undefined })))}
            maxLength={500}
            placeholder="For example: scholarship for the spring cohort"
          />
        )}
      </FormField>
      <FormFooter onCancel={onDone} pending={enroll.isPending} label={chosen?.paid ? "Give for free" : "Enroll"} pendingLabel="Enrolling..." disabled={open.length === 0} />
    </form>
  );
}
