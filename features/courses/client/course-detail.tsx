"use client";

import Link from "next/link";
import { BackLink } from "@/components/layout/brand-mark";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, ListTree, Pencil, Trash2 } from "lucide-react";
import { useCurrentUser } from "@/components/layout/current-user";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { can } from "@/lib/permissions";
import { courseDetailOptions, type CourseDetailDto } from "./queries";
import { formatDate } from "@/lib/utils";
import { NEXT_STATUS } from "../schema";
import { LevelBadge, StatusBadge } from "./course-badges";
import { CourseFormDialog } from "./course-form-dialog";
import { CoursePrice, formatDollars } from "./course-price";
import { CourseThumbnail } from "./course-thumbnail";
import { CourseTags, deleteBlockedReason, progressTone, Rating } from "./courses-table";
import { DeleteDialog } from "./delete-dialog";
import { STATUS_STEPS, StatusDialog } from "./status-dialog";

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="px-4">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <div className="mt-1 text-2xl font-bold tabular-nums">{children}</div>
      </CardContent>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The View page of one course: what it is, how it is doing, and the actions the caller may take. */
export function CourseDetail({ initial }: { initial: CourseDetailDto }) {
  const user = useCurrentUser();
  const router = useRouter();
  const { data } = useQuery({ ...courseDetailOptions(initial._id), initialData: initial });
  const course = data ?? initial;
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const mayUpdate = can(user.role, "update", "courses");
  const mayDelete = can(user.role, "delete", "courses");
  const step = STATUS_STEPS[NEXT_STATUS[course.status]];
  const deleteBlocked = deleteBlockedReason(course);
  // Stable while open: the dialog compares targets to keep its text during the closing animation.
  const deleteTarget = useMemo(() => (deleting ? { kind: "one" as const, course } : null), [deleting, course]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <BackLink href="/dashboard/courses">Back to courses</BackLink>

      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <CourseThumbnail src={course.thumbnail} className="w-full md:w-64" priority />
        <div className="grid min-w-0 flex-1 gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={course.status} />
            <LevelBadge level={course.level} />
            <span className="text-sm text-muted-foreground">{course.category}</span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words">{course.title}</h1>
          <CourseTags tags={course.tags} max={10} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/dashboard/courses/${course._id}/analytics`}>
                <BarChart3 aria-hidden />
                Analytics
              </Link>
            </Button>
            {mayUpdate && (
              <Button asChild variant="outline" size="sm">
                <Link href={`/dashboard/courses/${course._id}/curriculum`}>
                  <ListTree aria-hidden />
                  Curriculum
                </Link>
              </Button>
            )}
            {mayUpdate && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit
              </Button>
            )}
            {mayUpdate && (
              <Button variant="outline" size="sm" onClick={() => setChangingStatus(true)}>
                {step.action}
              </Button>
            )}
            {mayDelete && (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
                disabled={Boolean(deleteBlocked)}
                aria-describedby={deleteBlocked ? "delete-blocked" : undefined}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            )}
          </div>
          {mayDelete && deleteBlocked && (
            <p id="delete-blocked" className="text-sm text-muted-foreground">
              {deleteBlocked}
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="course-figures" className="grid gap-3">
        <h2 id="course-figures" className="sr-only">
          Figures
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure label="Enrollments">{course.enrolledStudents.toLocaleString("en-US")}</Figure>
          <Figure label="Completion rate">
            <div className="flex items-center gap-3">
              <span>{course.completionRate}%</span>
              <Progress value={course.completionRate} aria-label="Completion rate" indicatorClassName={progressTone(course.completionRate)} />
            </div>
          </Figure>
          <Figure label="Rating">
            <Rating rating={course.rating} reviewCount={course.reviewCount} />
          </Figure>
          <Figure label="Revenue">{formatDollars(course.revenue ?? 0)}</Figure>
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>About this course</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <p className="text-sm leading-relaxed whitespace-pre-line">{course.description}</p>
          <dl className="grid gap-3">
            <Detail term="Price">
              <CoursePrice price={course.price} originalPrice={course.originalPrice} />
            </Detail>
            <Detail term="Duration">{course.duration}</Detail>
            <Detail term="Instructor">
              <span className="inline-flex items-center gap-2">
                <UserAvatar name={course.instructor} src={course.instructorAvatar} className="size-6" />
                <span aria-hidden>{course.instructor}</span>
              </span>
            </Detail>
            <Detail term="Created">
              {formatDate(course.createdAt)}
              {course.createdBy ? ` by ${course.createdBy.name}` : ""}
            </Detail>
            <Detail term="Last updated">{formatDate(course.updatedAt)}</Detail>
          </dl>
        </CardContent>
      </Card>

      <CourseFormDialog open={editing} course={course} onOpenChange={setEditing} />
      <StatusDialog course={changingStatus ? course : null} onOpenChange={setChangingStatus} />
      <DeleteDialog
        target={deleteTarget}
        onOpenChange={setDeleting}
        onDeleted={() => router.push("/dashboard/courses")}
      />
    </div>
  );
}
