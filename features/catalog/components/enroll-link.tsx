"use client";

// Enroll Now: a visitor registers with the course in hand (/register?course=<id>); a signed-in
// learner enrolls in a free course in one click and lands in the player, and buys a paid one at
// checkout (docs/domain/payments.md). Only the element's behaviour changes after hydration, never the layout.
import { useState } from "react";
import { api, ApiRequestError, errorMessage } from "@/lib/api/client";
import type { EnrollmentView } from "@/features/learn";
import { useAuthState } from "./auth-state";
import { toastError } from "./notify";

type Props = { courseId: string; priceCents: number; className: string; describedBy?: string };

export function enrollHref(courseId: string): string {
  return `/register?course=${encodeURIComponent(courseId)}`;
}


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

/**
 * Starts a checkout and goes to the provider's page (our /checkout/{orderId} on the test provider),
 * or to the player when the total is zero or the course is already theirs.
 */
export async function buyAndOpen(courseId: string, couponCode?: string): Promise<void> {
  const player = `/learn/${encodeURIComponent(courseId)}`;
  let target = player;
  try {
    const { data } = await api<{ data: { checkoutUrl: string | null } }>("/checkout", { method: "POST", body: { courseId, ...(couponCode ? { couponCode } : {}) } });
    target = data.checkoutUrl ?? player;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 409 && error.body?.code === "ALREADY_ENROLLED")) throw error;
  }
  // Stripe's checkout is another site, so this is a full navigation rather than a router push.
  window.location.href = target;
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
    setBusy(true);
    try {
      if (priceCents > 0 || (await enrollAndOpen(courseId)) === "payment-required") await buyAndOpen(courseId);
    } catch (error) {
      setBusy(false);
      toastError("Could not enroll", errorMessage(error, "Please try again."));
    }
  }

  return (
    <button type="button" className={className} aria-describedby={describedBy} onClick={() => void enroll()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? "Enrolling…" : "Enroll Now"}
    </button>
  );
}
