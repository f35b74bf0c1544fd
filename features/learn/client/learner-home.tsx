import Image from "next/image";
import Link from "next/link";
import { BookOpen, Clock, GraduationCap, PlayCircle, UserRound } from "lucide-react";
import { MyCertificates } from "@/features/certificates/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { LearnHomeCourse } from "../schema";
import { formatDate } from "@/lib/utils";
import { TitledSection } from "@/components/layout/titled-section";

const HEADING = "mb-3 text-lg font-semibold";

// The learner home (/dashboard for role user): Continue learning (the lesson to resume in each
// course), progress per course, and the courses already completed.
export function LearnerHome({ name, courses, returning = true }: { name: string; courses: LearnHomeCourse[]; returning?: boolean }) {
  const active = courses.filter((c) => !c.completedAt);
  const completed = courses.filter((c) => c.completedAt);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{returning ? "Welcome back" : "Welcome"}, {name.split(" ")[0]}!</h1>
          <p className="text-sm text-muted-foreground">
            {courses.length === 0 ? "Start your first course today." : `${courses.length} enrolled · ${completed.length} completed`}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/profile">
              <UserRound aria-hidden /> My profile
            </Link>
          </Button>
          <Button asChild>
            <Link href="/courses">
              <BookOpen aria-hidden /> Browse courses
            </Link>
          </Button>
        </div>
      </div>

      {courses.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <BookOpen className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">You are not enrolled in any course yet.</p>
            <p className="text-sm text-muted-foreground">Free courses open with one click; pick one and start learning.</p>
            <Button asChild>
              <Link href="/courses">Find a course</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <TitledSection id="continue-learning" title="Continue learning" headingClassName={HEADING}>
            {active.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">You have finished every course you enrolled in. Time for a new one?</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {active.map((c) => (
                  <li key={c.courseId}>
                    <CourseCard course={c} />
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
          {completed.length > 0 && (
            <TitledSection id="completed-courses" title="Completed courses" headingClassName={HEADING}>
              <ul className="grid gap-2">
                {completed.map((c) => (
                  <li key={c.courseId} className="flex flex-wrap items-center gap-3 rounded-xl border p-4">
                    <GraduationCap className="size-6 shrink-0 text-success" aria-hidden />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{c.title}</p>
                      <p className="text-sm text-muted-foreground">Completed {formatDate(c.completedAt as string)}</p>
                    </div>
                    <Button asChild variant="outline" size="sm">
                      <Link href={`/learn/${c.courseId}`}>
                        Review<span className="sr-only"> {c.title}</span>
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="sm">
                      <Link href={`/courses/${c.courseId}#reviews`}>
                        Rate<span className="sr-only"> {c.title}</span>
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
        </>
      )}
      <MyCertificates hideWhenEmpty />
    </div>
  );
}

function CourseCard({ course: c }: { course: LearnHomeCourse }) {
  const progressId = `progress-${c.courseId}`;
  const href = c.resumeLessonId ? `/learn/${c.courseId}/${c.resumeLessonId}` : `/learn/${c.courseId}`;
  return (
    <Card className="h-full overflow-hidden pt-0" data-testid="learning-card">
      {c.thumbnail ? (
        <Image src={c.thumbnail} alt="" width={640} height={360} className="aspect-video w-full object-cover" sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw" />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-muted">
          <BookOpen className="size-10 text-muted-foreground" aria-hidden />
        </div>
      )}
      <CardContent className="flex flex-1 flex-col gap-3">
        <h3 className="font-semibold">
          <Link href={`/courses/${c.courseId}`} className="hover:underline">
            {c.title}
          </Link>
        </h3>
        <div className="space-y-1">
          <div className="flex justify-between text-sm">
            <span id={progressId}>Progress</span>
            <span className="font-medium tabular-nums">{c.progress}%</span>
          </div>
          <Progress value={c.progress} aria-labelledby={progressId} />
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {c.lastAccessedAt ? `Last studied ${formatDate(c.lastAccessedAt)}` : `Enrolled ${formatDate(c.enrolledAt)}`}
        </p>
        <Button asChild className="mt-auto w-full">
          <Link href={href}>
            <PlayCircle aria-hidden />
            {c.progress > 0 ? "Continue" : "Start"}
            <span className="sr-only">: {c.title}</span>
          </Link>
        </Button>
        {c.resumeLessonTitle && <p className="truncate text-xs text-muted-foreground">Next up: {c.resumeLessonTitle}</p>}
      </CardContent>
    </Card>
  );
}
