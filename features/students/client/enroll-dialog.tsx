"use client";

// Enroll a learner in a published course they are not already in.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import type { CourseOption } from "../server";
import { studentDetailOptions, useEnrollStudent } from "./queries";
import { FormFooter } from "@/components/data-list";

type Target = { _id: string; name: string };

export function EnrollDialog({ student, courses, onClose }: { student: Target | null; courses: CourseOption[]; onClose: () => void }) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">{student && <EnrollForm key={student._id} student={student} courses={courses} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function EnrollForm({ student, courses, onDone }: { student: Target; courses: CourseOption[]; onDone: () => void }) {
  const detail = useQuery(studentDetailOptions(student._id));
  const enroll = useEnrollStudent();
  const [courseId, setCourseId] = useState("");
  const [error, setError] = useState<string>();
  const enrolled = new Set(detail.data?.enrollments.map((e) => e.courseId));
  const open = courses.filter((c) => c.status === "published" && !enrolled.has(c._id));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!courseId) return setError("Please select a course");
    const title = courses.find((c) => c._id === courseId)?.title ?? "the course";
    enroll.mutate(
      { id: student._id, courseId },
      {
        onSuccess: () => {
          toast.success(`Enrolled ${student.name} in ${title}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, "Failed to enroll the student. Please try again.")),
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
          <Select value={courseId} onValueChange={(v) => (setCourseId(v), setError(undefined))}>
            <SelectTrigger id="enroll-course" className="w-full" aria-invalid={error ? true : undefined} aria-describedby={error ? "enroll-course-error" : undefined}>
              <SelectValue placeholder={open.length ? "Select a course" : "No other courses are open"} />
            </SelectTrigger>
            <SelectContent>
              {open.map((c) => (
                <SelectItem key={c._id} value={c._id}>
                  {c.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        <FieldError id="enroll-course-error" message={error} />
      </div>
      <FormFooter onCancel={onDone} pending={enroll.isPending} label="Enroll" pendingLabel="Enrolling..." disabled={open.length === 0} />
    </form>
  );
}
