"use client";

// The details drawer: who the learner is, each enrollment with its progress, and past enrollments
// with the reason they ended. Staff and admins can enroll, unenroll and edit from here.
import { useState } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, BookMinus, BookPlus, Mail, Pencil, RotateCw } from "lucide-react";
import { LoadingBlocks } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/ui/avatar";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { errorMessage } from "@/lib/api/client";
import type { CourseOption } from "../server";
import { studentDetailOptions, type StudentDetailJson, type StudentJson } from "./queries";
import { formatDate, formatLastActivity } from "./format";
import { ProgressCell, StudentStatusBadge } from "./student-badges";
import { EnrollDialog } from "./enroll-dialog";
import { UnenrollDialog } from "./unenroll-dialog";
import type { StudentPermissions } from "./students-view";
import { TitledSection } from "@/components/layout/titled-section";

type Props = {
  studentId: string | null;
  fallback: StudentJson | null;
  courses: CourseOption[];
  permissions: StudentPermissions;
  onClose: () => void;
  onEdit: (student: StudentJson) => void;
};

export function StudentDetailsSheet({ studentId, fallback, courses, permissions, onClose, onEdit }: Props) {
  return (
    <Sheet open={studentId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full sm:max-w-lg">
        {studentId && fallback && <Details key={studentId} id={studentId} fallback={fallback} courses={courses} permissions={permissions} onEdit={onEdit} />}
      </SheetContent>
    </Sheet>
  );
}

function Details({ id, fallback, courses, permissions, onEdit }: { id: string; fallback: StudentJson; courses: CourseOption[]; permissions: StudentPermissions; onEdit: (s: StudentJson) => void }) {
  const query = useQuery(studentDetailOptions(id));
  const [enrolling, setEnrolling] = useState(false);
  const [unenrolling, setUnenrolling] = useState<{ courseId: string; courseTitle: string } | null>(null);
  const student: StudentJson = query.data ?? fallback;
  const pendingEmail = query.data?.pendingEmailChange ?? null;

  return (
    <>
      <SheetHeader className="border-b pr-12">
        <div className="flex items-center gap-3">
          <UserAvatar name={student.name} src={student.avatar} className="size-12" />
          <div className="min-w-0 space-y-1">
            <SheetTitle className="truncate text-lg">{student.name}</SheetTitle>
            <SheetDescription className="truncate">{student.email}</SheetDescription>
          </div>
        </div>
        <div>
          <StudentStatusBadge status={student.status} />
        </div>
      </SheetHeader>

      <div className="space-y-6 px-4">
        {pendingEmail && (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 break-words">
              The sign-in email changes to <strong>{pendingEmail.email}</strong> once the learner confirms it from their current address (the link expires{" "}
              {formatDate(pendingEmail.expiresAt)}).
            </span>
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{student.phoneNumber ?? "-"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatDate(student.joinedAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last activity</dt>
            <dd>{formatLastActivity(student.lastActivity)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Completed</dt>
            <dd>
              {student.completedCourses.length} of {student.enrolledCourses.length} courses
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="mb-1 text-muted-foreground">Overall progress</dt>
            <dd>
              <ProgressCell value={student.progress} label="Overall progress" />
            </dd>
          </div>
        </dl>

        {permissions.update && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEnrolling(true)}>
              <BookPlus aria-hidden />
              Enroll in course
            </Button>
            <Button size="sm" variant="outline" onClick={() => onEdit(student)}>
              <Pencil aria-hidden />
              Edit details
            </Button>
          </div>
        )}

        <EnrollmentSections query={query} permissions={permissions} onUnenroll={setUnenrolling} />
      </div>

      <EnrollDialog student={enrolling ? student : null} courses={courses} onClose={() => setEnrolling(false)} />
      <UnenrollDialog target={unenrolling ? { student, ...unenrolling } : null} onClose={() => setUnenrolling(null)} />
    </>
  );
}

function EnrollmentSections({
  query,
  permissions,
  onUnenroll,
}: {
  query: UseQueryResult<StudentDetailJson>;
  permissions: StudentPermissions;
  onUnenroll: (target: { courseId: string; courseTitle: string }) => void;
}) {
  if (query.isPending) {
    return (
      <LoadingBlocks label="Loading enrollments" className="space-y-3" blocks={["h-16", "h-16"]} />
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle aria-hidden className="size-4 text-destructive" />
          {errorMessage(query.error, "Could not load the enrollments.")}
        </p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  }
  const { enrollments, pastEnrollments } = query.data;
  return (
    <>
      <TitledSection id="enrollments-heading" title={`Enrollments (${enrollments.length})`} level={3} className="space-y-3" headingClassName="font-semibold">
        {enrollments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not enrolled in any course.</p>
        ) : (
          <ul className="space-y-3">
            {enrollments.map((e) => (
              <li key={e._id} className="space-y-2 rounded-lg border p-3" data-course-id={e.courseId}>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{e.courseTitle}</p>
                    <p className="text-xs text-muted-foreground">
                      Enrolled {formatDate(e.enrolledAt)}
                      {e.completedAt ? ` · Completed ${formatDate(e.completedAt)}` : ""}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
                    {e.complimentary && <Badge variant="secondary">Complimentary</Badge>}
                    {e.completedAt && <Badge variant="success">Completed</Badge>}
                    {e.courseStatus !== "published" && <Badge variant="outline">{e.courseStatus}</Badge>}
                  </div>
                </div>
                <GrantNote grant={e.complimentary} />
                <ProgressCell value={e.progress} label={`Progress in ${e.courseTitle}`} />
                {permissions.update && (
                  <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => onUnenroll({ courseId: e.courseId, courseTitle: e.courseTitle })}>
                    <BookMinus aria-hidden />
                    Unenroll<span className="sr-only"> from {e.courseTitle}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      {pastEnrollments.length > 0 && (
        <TitledSection id="past-enrollments-heading" title="Past enrollments" level={3} className="space-y-3 pb-6" headingClassName="font-semibold">
          <ul className="space-y-2">
            {pastEnrollments.map((e) => (
              <li key={e._id} className="rounded-lg border border-dashed p-3 text-sm">
                <p className="font-medium">{e.courseTitle}</p>
                <p className="text-xs text-muted-foreground">
                  Unenrolled {e.unenrolledAt ? formatDate(e.unenrolledAt) : ""} at {e.progress}% progress
                </p>
                <p className="mt-1">{e.unenrollReason ? `Reason: ${e.unenrollReason}` : "No reason given"}</p>
                <GrantNote grant={e.complimentary} />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </>
  );
}

/** A paid course staff gave for free: by whom, when and why (it never counts as revenue). */
function GrantNote({ grant }: { grant: StudentDetailJson["enrollments"][number]["complimentary"] }) {
  if (!grant) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Given for free by {grant.grantedByName ?? "a removed staff member"} on {formatDate(grant.grantedAt)}: {grant.reason}
    </p>
  );
}
