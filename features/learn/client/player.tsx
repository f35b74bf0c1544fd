"use client";

// The course player: outline (a sidebar on wide screens, a drawer on phones), the lesson, previous
// and next, completion, and heartbeats. Who is watching decides what is fetched, so that no
// expected refusal ever reaches the browser: an enrolled learner (and staff previewing) read the
// outline with progress; anyone else reads the public outline and may open preview lessons only.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CheckCircle2, Eye, ListTree, PartyPopper } from "lucide-react";
import { toast } from "sonner";
import { LoadingBlocks } from "@/components/data-list/loading-blocks";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { lessonKind } from "@/features/curriculum";
import { formatMinutes, kindLabel } from "@/features/curriculum/client";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { lessonQuery, myEnrollmentQuery, outlineQuery, publicOutlineQuery, useCompleteLesson, type LockReason, type PlayerOutline, type PublicOutline } from "./queries";
import { LessonBody } from "./lesson-body";
import { LockedPanel, lockText } from "./locked-panel";
import { OutlineNav, type NavProgress, type NavSection } from "./outline-nav";
import type { LessonKindPlayers } from "./kind-players";
import { useHeartbeat } from "./use-heartbeat";

type Props = {
  courseId: string;
  lessonId: string;
  user: { role: string } | null;
  /** Each lesson kind's body: features/lessons/client/player-kinds.ts, handed in by features/lessons' Player. */
  kinds: LessonKindPlayers;
};

type Mode = "loading" | "learner" | "staff" | "visitor" | "missing";

function fromOutline(outline: PlayerOutline): NavSection[] {
  return outline.sections.map((s) => ({
    id: s.id,
    title: s.title,
    lockText: s.locked ? lockText(s.lockReason, s.unlocksAt) : null,
    lessons: s.lessons.map((l) => ({ ...l, lockText: l.locked ? lockText(l.lockReason, l.unlocksAt) : null })),
  }));
}

function fromPublic(outline: PublicOutline): NavSection[] {
  return outline.sections.map((s) => ({
    id: s.id,
    title: s.title,
    lockText: null,
    lessons: s.lessons.map((l) => ({ ...l, completed: false, locked: !l.isPreview, lockText: l.isPreview ? "Free preview" : "Enroll to open" })),
  }));
}

export function Player({ courseId, lessonId, user, kinds }: Props) {
  const router = useRouter();
  const staff = user !== null && user.role !== "user";
  const enrollment = useQuery({ ...myEnrollmentQuery(courseId), enabled: user !== null && !staff });
  const hasOutline = staff || Boolean(enrollment.data);
  const outline = useQuery({ ...outlineQuery(courseId), enabled: hasOutline });
  const publicOutline = useQuery({ ...publicOutlineQuery(courseId), enabled: user === null || (enrollment.isSuccess && !enrollment.data) || outline.isError });
  const [drawer, setDrawer] = useState(false);

  const mode: Mode =
    outline.data ? (outline.data.enrolled ? "learner" : "staff") : publicOutline.data ? "visitor" : publicOutline.isError && (!hasOutline || outline.isError) ? "missing" : "loading";

  const sections = useMemo(() => (outline.data ? fromOutline(outline.data) : publicOutline.data ? fromPublic(publicOutline.data) : []), [outline.data, publicOutline.data]);
  const flat = useMemo(() => sections.flatMap((s) => s.lessons.map((l) => ({ ...l, section: s }))), [sections]);
  const index = flat.findIndex((l) => l.id === lessonId);
  const current = index >= 0 ? flat[index] : null;
  const prev = index > 0 ? flat[index - 1] : null;
  const next = index >= 0 && index < flat.length - 1 ? flat[index + 1] : null;

  const lockReason: LockReason | "enroll" | null = !current?.locked ? null : mode === "visitor" ? "enroll" : (outline.data?.sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId)?.lockReason ?? null);
  const unlocksAt = outline.data?.sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId)?.unlocksAt ?? null;
  const canOpen = mode !== "loading" && mode !== "missing" && current !== null && !current.locked;

  // A signed-out visitor on a lesson that is not a free preview signs in first.
  useEffect(() => {
    if (user === null && mode === "visitor" && current?.locked) router.replace(`/login?callbackUrl=${encodeURIComponent(`/learn/${courseId}/${lessonId}`)}`);
  }, [user, mode, current, router, courseId, lessonId]);

  // Keyboard: N and P move to the next and previous lesson (when not typing or in the player).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|VIDEO)$/.test(target.tagName))) return;
      const key = event.key.toLowerCase();
      if (key === "n" && next) router.push(`/learn/${courseId}/${next.id}`);
      if (key === "p" && prev) router.push(`/learn/${courseId}/${prev.id}`);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [next, prev, router, courseId]);

  const progress: NavProgress = outline.data?.enrolled ? { progress: outline.data.progress, completedCount: outline.data.completedCount, lessonCount: outline.data.lessonCount } : null;
  const courseTitle = outline.data?.course.title ?? "Course";

  const nav = <OutlineNav courseId={courseId} sections={sections} currentId={lessonId} progress={progress} onNavigate={() => setDrawer(false)} />;

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#lesson" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to lesson
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
        <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setDrawer(true)} aria-haspopup="dialog" aria-expanded={drawer}>
          <ListTree aria-hidden /> Outline
        </Button>
        <Link href={user ? "/dashboard" : "/"} className="hidden shrink-0 text-sm font-bold tracking-tight sm:block">
          Masterly
        </Link>
        <span className="hidden text-muted-foreground sm:block" aria-hidden>
          /
        </span>
        <Link href={`/courses/${courseId}`} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
          {outline.data?.course.title ?? "Back to the course"}
        </Link>
        {progress && (
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums lg:hidden" aria-hidden>
            {progress.progress}%
          </span>
        )}
        {user && (
          <Button asChild variant="ghost" size="sm" className="shrink-0">
            <Link href="/dashboard">My learning</Link>
          </Button>
        )}
      </header>
      <div className="mx-auto grid w-full max-w-7xl flex-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="hidden border-r lg:block">
          <div className="sticky top-14 max-h-[calc(100vh-3.5rem)] overflow-y-auto p-4">{mode === "loading" ? <OutlineSkeleton /> : nav}</div>
        </aside>
        <Sheet open={drawer} onOpenChange={setDrawer}>
          <SheetContent side="left" className="w-[85vw] max-w-sm p-0">
            <SheetHeader className="border-b">
              <SheetTitle className="truncate pr-6">{courseTitle}</SheetTitle>
            </SheetHeader>
            <div className="p-4">{mode === "loading" ? <OutlineSkeleton /> : nav}</div>
          </SheetContent>
        </Sheet>
        <main id="lesson" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-8 lg:py-8">
          {mode === "staff" && (
            <p className="mb-4 flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
              <Eye className="size-4 shrink-0" aria-hidden /> You are previewing this course as a learner. Nothing you do here is recorded.
            </p>
          )}
          {mode === "visitor" && current && !current.locked && (
            <p className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
              <Eye className="size-4 shrink-0" aria-hidden /> This is a free preview lesson.
              <Link href={`/courses/${courseId}`} className="font-medium text-primary underline underline-offset-4">
                Enroll to open every lesson and track your progress
              </Link>
            </p>
          )}
          {outline.data?.completedAt && outline.data.enrolled && <Congratulations courseId={courseId} />}
          {mode === "loading" ? (
            <LessonSkeleton />
          ) : mode === "missing" || current === null ? (
            <NotFound courseId={courseId} />
          ) : !canOpen ? (
            <LockedPanel courseId={courseId} reason={lockReason} unlocksAt={unlocksAt} title={current.title} />
          ) : (
            <LessonView key={lessonId} courseId={courseId} lessonId={lessonId} kinds={kinds} recording={mode === "learner"} sectionTitle={current.section.title} />
          )}
          {mode !== "loading" && current && (
            <nav aria-label="Lesson navigation" className="mt-8 flex items-center justify-between gap-3 border-t pt-6">
              {prev ? (
                <Button asChild variant="outline">
                  <Link href={`/learn/${courseId}/${prev.id}`} prefetch={false} rel="prev">
                    <ArrowLeft aria-hidden /> <span className="sr-only sm:not-sr-only">Previous</span>
                    <span className="sr-only">: {prev.title}</span>
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              <p className="hidden text-xs text-muted-foreground md:block">
                Lesson {index + 1} of {flat.length} · press <kbd className="rounded border px-1">P</kbd> or <kbd className="rounded border px-1">N</kbd> for previous or next
              </p>
              {next ? (
                <Button asChild>
                  <Link href={`/learn/${courseId}/${next.id}`} prefetch={false} rel="next">
                    Next<span className="sr-only">: {next.title}</span> <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          )}
        </main>
      </div>
    </div>
  );
}

function LessonView({ courseId, lessonId, kinds, recording, sectionTitle }: { courseId: string; lessonId: string; kinds: LessonKindPlayers; recording: boolean; sectionTitle: string }) {
  const lesson = useQuery(lessonQuery(courseId, lessonId));
  const complete = useCompleteLesson(courseId);
  const positionRef = useRef<() => number | undefined>(() => undefined);
  const getPosition = useCallback(() => positionRef.current(), []);
  useHeartbeat(courseId, lessonId, recording && lesson.isSuccess, getPosition);

  const markComplete = useCallback(() => {
    if (!recording) return;
    // Success shows in place ("Completed", the outline's tick and progress, the congratulation
    // banner at 100%), so only a failure needs a toast.
    complete.mutate(lessonId, {
      onError: (error) => toast.error("Could not mark the lesson complete", { description: errorMessage(error, "Please try again.") }),
    });
  }, [complete, lessonId, recording]);

  if (lesson.isPending) return <LessonSkeleton />;
  if (lesson.isError) {
    const body = lesson.error instanceof ApiRequestError ? (lesson.error.body as { code?: string; unlocksAt?: string | null; lockReason?: LockReason } | undefined) : undefined;
    if (body?.code === "LOCKED") return <LockedPanel courseId={courseId} reason={body.lockReason ?? null} unlocksAt={body.unlocksAt ?? null} title="Locked lesson" />;
    return (
      <div role="alert" className="grid gap-3 rounded-xl border p-6">
        <p className="font-medium">This lesson could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(lesson.error, "Please try again.")}</p>
        <Button variant="outline" className="w-fit" onClick={() => void lesson.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { lesson: l } = lesson.data;
  const kind = lessonKind(l.kind);
  const KindBody = kinds[l.kind]?.Body;
  // A kind completed by its own rule (a quiz, when passed) is completed by the server; it has no "Mark as complete".
  const ownRule = kind.completion === "own-rule";
  const manual = kind.completion === "learner" || (kind.completion === "watching" && (Boolean(l.embedUrl) || !l.mediaUrl));
  return (
    <article className="grid gap-6" aria-labelledby="lesson-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {sectionTitle} · {kindLabel(l.kind)}
          {l.durationMinutes ? ` · ${formatMinutes(l.durationMinutes)}` : ""}
        </p>
        <h1 id="lesson-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {l.title}
        </h1>
      </header>
      {(kind.content !== "intro" || l.content.trim()) && <LessonBody lesson={l} onWatched={markComplete} positionRef={positionRef} />}
      {KindBody && <KindBody courseId={courseId} lessonId={lessonId} lesson={l} recording={recording} />}
      {recording && (!ownRule || l.completed) && (
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          {l.completed ? (
            <p className="inline-flex items-center gap-2 font-medium text-success" data-testid="lesson-completed">
              <CheckCircle2 className="size-5" aria-hidden /> Completed
            </p>
          ) : manual ? (
            <Button onClick={markComplete} disabled={complete.isPending} size="lg">
              <CheckCircle2 aria-hidden /> {complete.isPending ? "Saving…" : "Mark as complete"}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">This lesson is marked complete when you have watched 90% of the video.</p>
          )}
        </div>
      )}
    </article>
  );
}

function Congratulations({ courseId }: { courseId: string }) {
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-success/40 bg-success/10 p-4" data-testid="course-complete">
      <PartyPopper className="size-6 shrink-0 text-success" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Congratulations! You completed this course.</p>
        <p className="text-sm text-muted-foreground">Tell other learners what you thought of it.</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link href={`/courses/${courseId}#reviews`}>Rate this course</Link>
      </Button>
    </div>
  );
}

function NotFound({ courseId }: { courseId: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border px-6 py-12 text-center">
      <h1 className="text-xl font-semibold">Lesson not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">This lesson does not exist or is no longer part of the course.</p>
      <Button asChild variant="outline">
        <Link href={`/courses/${courseId}`}>Back to the course</Link>
      </Button>
    </div>
  );
}

function LessonSkeleton() {
  return (
    <LoadingBlocks label="Loading the lesson" className="grid gap-4" blocks={["h-4 w-40", "h-8 w-2/3", "aspect-video w-full"]} />
  );
}

function OutlineSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading the outline">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
