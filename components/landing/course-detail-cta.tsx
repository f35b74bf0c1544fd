"use client";

// The course page's call to action: a visitor enrolls by registering with the course in hand; a
// signed-in learner is already on the course's page, so the button leads to their dashboard.
import { useAuthState } from "./auth-state";
import { enrollHref } from "./enroll-link";

export function CourseDetailCta({ courseId, className }: { courseId: string; className: string }) {
  const auth = useAuthState();
  if (auth.status === "signed-in") {
    return (
      <div className="flex flex-col gap-2">
        <a href="/dashboard" className={className}>
          Go to Dashboard
        </a>
        <p className="min-h-10 text-sm text-muted-foreground">Signed in as {auth.user.name}. Your courses and progress are on your dashboard.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <a href={enrollHref(courseId, false)} className={className}>
        Enroll Now
      </a>
      <p className="min-h-10 text-sm text-muted-foreground">30-day money-back guarantee</p>
    </div>
  );
}
