"use client";

// The course page's call to action. A visitor enrolls by registering with the course in hand; a
// signed-in learner enrolls in a free course in one click and lands in the player, or continues
// where they stopped; a paid course is bought at checkout; staff preview the player.
import { useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/api/client";
import type { CouponPreview } from "@/features/coupons/client";
import type { EnrollmentView } from "@/features/learn";
import { useAuthState } from "./auth-state";
import { CouponField } from "./coupon-field";
import { buyAndOpen, enrollAndOpen, enrollHref } from "./enroll-link";

type Props = { courseId: string; priceCents: number; className: string };
type Mine = { status: "loading" } | { status: "ready"; enrollment: EnrollmentView | null } | { status: "error" };

export function CourseDetailCta({ courseId, priceCents, className }: Props) {
  const auth = useAuthState();
  const [mine, setMine] = useState<Mine>({ status: "loading" });
  const [note, setNote] = useState<{ kind: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  const learner = auth.status === "signed-in" && auth.user.role === "user";

  useEffect(() => {
    if (!learner) return;
    const controller = new AbortController();
    api<{ data: { enrollment: EnrollmentView | null } }>(`/courses/${encodeURIComponent(courseId)}/enrollment`, { signal: controller.signal })
      .then((r) => setMine({ status: "ready", enrollment: r.data.enrollment }))
      .catch(() => !controller.signal.aborted && setMine({ status: "error" }));
    return () => controller.abort();
  }, [learner, courseId]);

  const learnHref = (lessonId: string | null) => `/learn/${encodeURIComponent(courseId)}${lessonId ? `/${encodeURIComponent(lessonId)}` : ""}`;

  if (auth.status === "signed-in" && !learner) {
    return (
      <div className="flex flex-col gap-2">
        <a href={learnHref(null)} className={className}>
          Preview as learner
        </a>
        <p className="min-h-10 text-sm text-muted-foreground">Signed in as {auth.user.name}. Staff open every lesson without enrolling; nothing is recorded.</p>
      </div>
    );
  }

  if (learner && mine.status === "ready" && mine.enrollment) {
    const done = Boolean(mine.enrollment.completedAt);
    return (
      <div className="flex flex-col gap-2">
        <a href={learnHref(mine.enrollment.resumeLessonId)} className={className}>
          {done ? "Review course" : mine.enrollment.progress > 0 ? "Continue learning" : "Start learning"}
        </a>
        <p className="min-h-10 text-sm text-muted-foreground">{done ? "You completed this course." : `You are enrolled · ${mine.enrollment.progress}% complete.`}</p>
      </div>
    );
  }

  if (learner) {
    async function enroll() {
      setNote(null);
      setBusy(true);
      try {
        if (priceCents > 0 || (await enrollAndOpen(courseId)) === "payment-required") await buyAndOpen(courseId, coupon?.coupon.code);
      } catch (error) {
        setBusy(false);
        setNote({ kind: "error", text: errorMessage(error, "Could not enroll. Please try again.") });
      }
    }
    return (
      <div className="flex flex-col gap-2">
        <button type="button" className={className} onClick={() => void enroll()} disabled={busy || mine.status === "loading"} aria-busy={busy || undefined}>
          {busy ? "Enrolling…" : "Enroll Now"}
        </button>
        <p role="status" className={note?.kind === "error" ? "min-h-10 text-sm text-destructive" : "min-h-10 text-sm text-muted-foreground"}>
          {note ? note.text : priceCents > 0 ? "30-day money-back guarantee" : "Free · start learning right away"}
        </p>
        {priceCents > 0 && <CouponField courseId={courseId} applied={coupon} onApplied={setCoupon} disabled={busy} />}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <a href={enrollHref(courseId)} className={className}>
        Enroll Now
      </a>
      <p className="min-h-10 text-sm text-muted-foreground">{priceCents > 0 ? "30-day money-back guarantee" : "Free · create an account to start"}</p>
    </div>
  );
}
