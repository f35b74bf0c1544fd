"use client";

// The Preview dialog: a course's description, its tags and its details, its free preview lessons,
// with Enroll Now and a link to the full course page. Loaded on demand by PreviewButton.
import Link from "next/link";
import { useEffect, useState, type RefObject } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAuthState } from "./auth-state";
import { LazyDialogContent } from "./lazy-dialog-content";
import { CourseDetails, CoursePrice, CourseStats, type CourseSummary } from "./course-meta";
import { enrollHref } from "./enroll-link";
import type { PublicOutline } from "@/features/curriculum";

type PreviewLesson = { id: string; title: string };

/** The course's free preview lessons, read when the dialog opens (null while loading or on failure). */
function usePreviewLessons(courseId: string, open: boolean): PreviewLesson[] | null {
  const [lessons, setLessons] = useState<{ courseId: string; list: PreviewLesson[] } | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch(`/api/courses/${encodeURIComponent(courseId)}/outline`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: PublicOutline }>) : null))
      .then((body) => {
        if (body) setLessons({ courseId, list: body.data.sections.flatMap((s) => s.lessons.filter((l) => l.isPreview).map((l) => ({ id: l.id, title: l.title }))) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [courseId, open]);
  return lessons?.courseId === courseId ? lessons.list : null;
}

type Props = {
  course: CourseSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

export function CoursePreviewDialog({ course, open, onOpenChange, returnFocusTo }: Props) {
  const auth = useAuthState();
  const previews = usePreviewLessons(course.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <LazyDialogContent className="sm:max-w-xl" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{course.title}</DialogTitle>
          <DialogDescription>{course.description}</DialogDescription>
        </DialogHeader>
        <CourseStats course={course} className="flex flex-wrap items-center gap-x-4 gap-y-1" />
        <CourseDetails course={course} className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border p-4 text-sm" termClassName="text-muted-foreground" />
        {course.tags.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">What you will learn about</h3>
            <ul className="flex flex-wrap gap-1.5">
              {course.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {previews && previews.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Free preview lessons</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {previews.slice(0, 3).map((l) => (
                <li key={l.id}>
                  <Link prefetch={false} href={`/learn/${encodeURIComponent(course.id)}/${encodeURIComponent(l.id)}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {l.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogFooter className="items-center sm:justify-between">
          <CoursePrice priceCents={course.priceCents} originalPriceCents={course.originalPriceCents} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" asChild>
              <Link prefetch={false} href={`/courses/${encodeURIComponent(course.id)}`}>View course page</Link>
            </Button>
            <Button asChild>
              <a href={auth.status === "signed-in" ? `/courses/${encodeURIComponent(course.id)}` : enrollHref(course.id)}>Enroll Now</a>
            </Button>
          </div>
        </DialogFooter>
      </LazyDialogContent>
    </Dialog>
  );
}
