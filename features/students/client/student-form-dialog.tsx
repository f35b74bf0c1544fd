"use client";

// Add Student (admin) and Edit (staff and admin), on the same zod schemas as the API.
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyServerErrors, FormFooter, TextField, useDiscardGuard } from "@/components/data-list";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api/client";
import type { CourseOption } from "../server";
import { useCreateStudent, useUpdateStudent, type StudentJson } from "./queries";
import {
  studentCreateSchema,
  studentEditFormSchema,
  type StudentCreateInput,
  type StudentCreateOutput,
  type StudentEditFormInput,
  type StudentEditFormOutput,
} from "../schema";

type Mode = { kind: "create" } | { kind: "edit"; student: StudentJson };

export function StudentFormDialog({ mode, open, courses, onClose }: { mode: Mode; open: boolean; courses: CourseOption[]; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  const close = useCallback(() => {
    setDirty(false);
    onClose();
  }, [onClose]);
  // Typed changes are not lost to a stray Escape or backdrop click: closing asks first.
  const { requestClose, prompt } = useDiscardGuard({ dirty, onClose: close });
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          {open && mode.kind === "create" && <CreateForm courses={courses} onDone={close} onCancel={requestClose} onDirty={setDirty} />}
          {open && mode.kind === "edit" && <EditForm key={mode.student._id} student={mode.student} onDone={close} onCancel={requestClose} onDirty={setDirty} />}
        </DialogContent>
      </Dialog>
      {prompt}
    </>
  );
}

type FormProps = { onDone: () => void; onCancel: () => void; onDirty: (dirty: boolean) => void };

/** Tells the dialog whether the form holds typed changes. */
function useReportDirty(dirty: boolean, onDirty: (dirty: boolean) => void) {
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
}

function CreateForm({ courses, onDone, onCancel, onDirty }: { courses: CourseOption[] } & FormProps) {
  const create = useCreateStudent();
  const form = useForm<StudentCreateInput, unknown, StudentCreateOutput>({
    resolver: zodResolver(studentCreateSchema),
    defaultValues: { name: "", email: "", phoneNumber: "", courseIds: [], sendWelcome: true },
  });
  useReportDirty(form.formState.isDirty, onDirty);
  const open = courses.filter((c) => c.status === "published");
  const picked = useWatch({ control: form.control, name: "courseIds" }) ?? [];
  const sendWelcome = useWatch({ control: form.control, name: "sendWelcome" });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (res) => {
        const student = res.data.student;
        toast.success(`${student.name} was added`, { description: res.welcomeEmailSent ? `A welcome email was sent to ${student.email}.` : undefined });
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ["name", "email", "phoneNumber", "courseIds"]);
        toast.error(errorMessage(error, "Failed to add the student. Please try again."));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add Student</DialogTitle>
        <DialogDescription>Create a learner account. They set their own password from the welcome email.</DialogDescription>
      </DialogHeader>
      <TextField form={form} name="name" id="student-name" label="Full Name" />
      <TextField form={form} name="email" id="student-email" label="Email Address" type="email" />
      <TextField form={form} name="phoneNumber" id="student-phone" label="Phone (optional)" type="tel" />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Enroll in courses (optional)</legend>
        <div className="grid max-h-40 gap-2 overflow-y-auto rounded-md border p-3">
          {open.length === 0 && <p className="text-sm text-muted-foreground">No published courses yet.</p>}
          {open.map((c) => (
            <div key={c._id} className="flex items-center gap-2">
              <Checkbox
                id={`student-course-${c._id}`}
                checked={picked.includes(c._id)}
                onCheckedChange={(on) =>
                  form.setValue("courseIds", on === true ? [...picked, c._id] : picked.filter((id) => id !== c._id), { shouldDirty: true })
                }
              />
              <Label htmlFor={`student-course-${c._id}`} className="font-normal">
                {c.title}
              </Label>
            </div>
          ))}
        </div>
        <FieldError id="student-courses-error" message={form.formState.errors.courseIds?.message} />
      </fieldset>
      <div className="flex items-start gap-2">
        <Checkbox id="student-welcome" checked={sendWelcome} onCheckedChange={(on) => form.setValue("sendWelcome", on === true)} />
        <Label htmlFor="student-welcome" className="leading-snug font-normal">
          Send a welcome email with a link to set their password
        </Label>
      </div>
      <FormFooter onCancel={onCancel} pending={create.isPending} label="Add Student" pendingLabel="Adding..." />
    </form>
  );
}

function EditForm({ student, onDone, onCancel, onDirty }: { student: StudentJson } & FormProps) {
  const update = useUpdateStudent();
  const form = useForm<StudentEditFormInput, unknown, StudentEditFormOutput>({
    resolver: zodResolver(studentEditFormSchema),
    defaultValues: { name: student.name, email: student.email, phoneNumber: student.phoneNumber ?? "" },
  });
  useReportDirty(form.formState.isDirty, onDirty);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: student._id, ...values },
      {
        onSuccess: (updated) => {
          // A new email either waits for the learner (the usual case) or, for an admin on an account
          // nobody has used yet, is corrected at once: the answer says which.
          const emailNote =
            values.email === student.email
              ? undefined
              : updated.email === values.email
                ? `The account has never been used, so its email is now ${values.email}.`
                : `A confirmation link was sent to ${student.email}. The sign-in email changes to ${values.email} once the learner confirms it.`;
          toast.success(`${updated.name} was updated`, { description: emailNote });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ["name", "email", "phoneNumber"]);
          toast.error(errorMessage(error, "Failed to update the student. Please try again."));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Student</DialogTitle>
        <DialogDescription>Update {student.name}&apos;s details.</DialogDescription>
      </DialogHeader>
      <TextField form={form} name="name" id="edit-student-name" label="Full Name" />
      <TextField form={form} name="email" id="edit-student-email" label="Email Address" type="email" hint="A new email takes effect once the learner confirms it from their current address." />
      <TextField form={form} name="phoneNumber" id="edit-student-phone" label="Phone (optional)" type="tel" />
      <FormFooter onCancel={onCancel} pending={update.isPending} label="Save changes" />
    </form>
  );
}
