"use server";

// Who is looking at a public page, for its client islands (features/catalog/components/auth-state.ts).
// A server action rather than GET /api/auth/me: that endpoint rightly answers 401 to a visitor,
// and a browser logs every 4xx response as a console error — on every signed-out page view.
// This answers 200 either way, with only what the navigation shows (no role checks hinge on it:
// every page and API call re-checks the caller on the server).
import { getCurrentUser } from "@/lib/auth/current-user";
import type { NavUser } from "./auth-state";

export async function currentVisitor(): Promise<NavUser | null> {
  // Only the visitor's own name and picture: shown even to an account that must still enrol in
  // two-factor sign-in (the pages it links to send that account to enrolment).
  const user = await getCurrentUser({ allowWithoutTwoFactor: true });
  return user ? { id: user.id, email: user.email, name: user.name, role: user.role, avatar: user.avatar } : null;
}
