"use client";

// The player's outline: every section and lesson with its completion tick or lock, the current
// lesson marked, and the course's progress on top.
import Link from "next/link";
import { CheckCircle2, Circle, Lock } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { formatMinutes, kindLabel } from "@/features/curriculum/client";
import type { LessonKind } from "@/features/curriculum";
import { cn } from "@/lib/utils";

export type NavLesson = { id: string; title: string; kind: LessonKind; durationMinutes: number | null; completed: boolean; locked: boolean; lockText: string | null };
export type NavSection = { id: string; title: string; lockText: string | null; lessons: NavLesson[] };
export type NavProgress = { progress: number; completedCount: number; lessonCount: number } | null;

type Props = { courseId: string; sections: NavSection[]; currentId: string; progress: NavProgress; onNavigate?: () => void };

export function OutlineNav({ courseId, sections, currentId, progress, onNavigate }: Props) {
  return (
    <nav aria-label="Course outline" className="grid gap-4">
      {progress && (
        <div className="grid gap-1.5 px-1">
          <div className="flex items-baseline justify-between text-sm">
            <span id="course-progress-label" className="font-medium">
              Course progress
            </span>
            <span className="font-semibold tabular-nums" data-testid="course-progress">
              {progress.progress}%
            </span>
          </div>
          <Progress value={progress.progress} aria-labelledby="course-progress-label" />
          <p className="text-xs text-muted-foreground">
            {progress.completedCount} of {progress.lessonCount} lessons complete
          </p>
        </div>
      )}
      <ol className="grid gap-4">
        {sections.map((section, i) => (
          <li key={section.id}>
            <h2 className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Section {i + 1}: {section.title}
            </h2>
            {section.lockText && (
              <p className="mt-0.5 flex items-center gap-1 px-1 text-xs text-muted-foreground">
                <Lock className="size-3" aria-hidden /> {section.lockText}
              </p>
            )}
            <ol className="mt-1.5 grid gap-0.5">
              {section.lessons.map((lesson) => {
                const current = lesson.id === currentId;
                const Icon = lesson.completed ? CheckCircle2 : lesson.locked ? Lock : Circle;
                const state = lesson.completed ? "Completed" : lesson.locked ? "Locked" : "Not started";
                return (
                  <li key={lesson.id}>
                    <Link
                      href={`/learn/${courseId}/${lesson.id}`}
                      prefetch={false}
                      onClick={onNavigate}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "flex items-start gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                        current && "bg-accent font-medium",
                        lesson.locked && "text-muted-foreground",
                      )}
                    >
                      <Icon className={cn("mt-0.5 size-4 shrink-0", lesson.completed ? "text-success" : "text-muted-foreground")} aria-hidden />
                      <span className="min-w-0 flex-1">
                        <span className="block">{lesson.title}</span>
                        <span className="block text-xs text-muted-foreground">
                          {kindLabel(lesson.kind)}
                          {lesson.durationMinutes ? ` · ${formatMinutes(lesson.durationMinutes)}` : ""}
                          {lesson.locked && lesson.lockText ? ` · ${lesson.lockText}` : ""}
                        </span>
                      </span>
                      <span className="sr-only">({state})</span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
