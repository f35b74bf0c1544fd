// Who must enrol in two-factor sign-in before doing anything else: an admin or staff member without
// it while the security setting enableTwoFactor is on. Asked on every read by the two helpers every
// read goes through, the API wrapper (lib/api/handler.ts, 403) and the pages' current-user helper
// (getCurrentUser in ./current-user.ts, a redirect to enrolment); see docs/security.md.
import "server-only";
import { getSettings } from "@/lib/settings/store";
import { cachedAuth } from "@/lib/db/auth-cache";
import type { CurrentUser } from "@/lib/auth/session";

/** Where an account that must enrol is sent: the profile's two-factor card. */
export const TWO_FACTOR_ENROLMENT_PATH = "/profile#two-factor";

/** Read the setting only for those it concerns, so it costs enrolled accounts and learners nothing. */
export async function mustEnrolTwoFactor(user: Pick<CurrentUser, "role" | "twoFactorEnabled">): Promise<boolean> {
  if (user.twoFactorEnabled || (user.role !== "admin" && user.role !== "staff")) return false;
  // Kept a moment like the caller's session (lib/db/auth-cache.ts): saving any setting forgets it.
  return cachedAuth("settings:security:enableTwoFactor", async () => (await getSettings("security")).enableTwoFactor);
}
