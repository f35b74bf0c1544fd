"use client";

// Enroll Now: a visitor registers with the course in hand (/register?course=<id>); a signed-in
// learner enrolls in a free course in one click and lands in the player. A paid course explains
// that checkout is coming. Only the element's behaviour changes after hydration, never the layout.
import { useState } from "react";
import { toast } from "sonner";
import { api, ApiRequestError, errorMessage } from "@/lib/api/client";
import type { EnrollmentView } from "@/lib/validations/learn";
import { useAuthState } from "./auth-state";

type Props = { courseId: string; priceCents: number; className: string; describedBy?: string };

export function enrollHref(courseId: string): string {
  return `/register?course=${encodeURIComponent(courseId)}`;
}

export const CHECKOUT_COMING = "Checkout is coming soon";
export const CHECKOUT_COMING_DETAIL = "Paid courses open for enrollment once checkout arrives. Free courses can be joined today.";

/** Enrolls the signed-in caller and opens the player at the lesson to resume (200 when already enrolled). */
export async function enrollAndOpen(courseId: string): Promise<"opened" | "payment-required"> {
  try {
    const { data } = await api<{ data: { enrollment: EnrollmentView } }>(`/courses/${encodeURIComponent(courseId)}/enrollment`, { method: "POST" });
    const lesson = data.enrollment.resumeLessonId;
    window.location.assign(lesson ? `/learn/${encodeURIComponent(courseId)}/${encodeURIComponent(lesson)}` : `/learn/${encodeURIComponent(courseId)}`);
    return "opened";
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 402) return "payment-required";
    throw error;
  }
}

export function EnrollLink({ courseId, priceCents, className, describedBy }: Props) {
  const auth = useAuthState();
  const [busy, setBusy] = useState(false);

  if (auth.status !== "signed-in") {
    return (
      <a href={enrollHref(courseId)} className={className} aria-describedby={describedBy}>
        Enroll Now
      </a>
    );
  }

  async function enroll() {
    if (priceCents > 0) {
      toast.info(CHECKOUT_COMING, { description: CHECKOUT_COMING_DETAIL });
      return;
    }
    setBusy(true);
    try {
      if ((await enrollAndOpen(courseId)) === "payment-required") {
        toast.info(CHECKOUT_COMING, { description: CHECKOUT_COMING_DETAIL });
        setBusy(false);
      }
    } catch (error) {
      setBusy(false);
      toast.error("Could not enroll", { description: errorMessage(error, "Please try again.") });
    }
  }

  return (
    <button type="button" className={className} aria-describedby={describedBy} onClick={() => void enroll()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? "Enrolling…" : "Enroll Now"}
    </button>
  );
}
