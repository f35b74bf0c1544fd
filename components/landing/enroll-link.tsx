"use client";

// Enroll Now: a visitor registers with the course in hand (/register?course=<id>); a signed-in
// learner goes to the course's page. Only the address changes after hydration, never the layout.
import { useAuthState } from "./auth-state";

type Props = { courseId: string; className: string; describedBy?: string };

export function enrollHref(courseId: string, signedIn: boolean): string {
  return signedIn ? `/courses/${encodeURIComponent(courseId)}` : `/register?course=${encodeURIComponent(courseId)}`;
}

export function EnrollLink({ courseId, className, describedBy }: Props) {
  const auth = useAuthState();
  return (
    <a href={enrollHref(courseId, auth.status === "signed-in")} className={className} aria-describedby={describedBy}>
      Enroll Now
    </a>
  );
}
