// The course page's curriculum: sections, lesson titles and durations, with a Preview link on each
// free preview lesson. Server-rendered (no client JavaScript).
import Link from "next/link";
import { Lock } from "lucide-react";
import { formatMinutes, kindLabel, LessonKindIcon } from "@/features/curriculum/client";
import type { PublicOutline } from "@/features/curriculum";

export function CourseCurriculum({ courseId, outline }: { courseId: string; outline: PublicOutline }) {
  return (
    <section aria-labelledby="curriculum-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="curriculum-title" className="text-xl font-semibold">
          Curriculum
        </h2>
        <p className="text-sm text-muted-foreground">
          {outline.sections.length} section{outline.sections.length === 1 ? "" : "s"} · {outline.lessonCount} lesson{outline.lessonCount === 1 ? "" : "s"}
          {outline.totalMinutes ? ` · ${formatMinutes(outline.totalMinutes)} of lessons` : ""}
        </p>
      </div>
      {outline.sections.length === 0 ? (
        <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">The curriculum is being prepared.</p>
      ) : (
        <ol className="divide-y overflow-hidden rounded-xl border">
          {outline.sections.map((section, i) => {
            const minutes = section.lessons.reduce((sum, l) => sum + (l.durationMinutes ?? 0), 0);
            return (
              <li key={section.id}>
                <details open={i === 0} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 bg-muted/40 px-4 py-3 hover:bg-muted/70 [&::-webkit-details-marker]:hidden">
                    <h3 className="font-semibold">
                      <span className="text-muted-foreground">Section {i + 1}:</span> {section.title}
                    </h3>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {section.lessons.length} lesson{section.lessons.length === 1 ? "" : "s"}
                      {minutes ? ` · ${formatMinutes(minutes)}` : ""}
                    </span>
                  </summary>
                  <ol className="grid">
                    {section.lessons.map((lesson) => {
                      return (
                        <li key={lesson.id} className="flex items-center gap-3 border-t px-4 py-2.5 text-sm">
                          <LessonKindIcon kind={lesson.kind} className="size-4 shrink-0 text-muted-foreground" />
                          <span className="sr-only">{kindLabel(lesson.kind)}:</span>
                          <span className="min-w-0 flex-1">{lesson.title}</span>
                          {lesson.isPreview ? (
                            <Link
                              prefetch={false}
                              href={`/learn/${courseId}/${lesson.id}`}
                              className="shrink-0 font-medium text-primary underline-offset-4 hover:underline"
                              aria-label={`Preview: ${lesson.title}`}
                            >
                              Preview
                            </Link>
                          ) : (
                            <Lock className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                          )}
                          {lesson.durationMinutes ? <span className="w-16 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{formatMinutes(lesson.durationMinutes)}</span> : <span className="w-16 shrink-0" />}
                        </li>
                      );
                    })}
                  </ol>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
