// The signed-in user of the page being rendered, read from the request's cookies through Next.
// Apart from lib/auth/session.ts so that data code, which uses the session helpers (tokens, the
// caller's shape), never reaches Next (data-reaches-no-http in .dependency-cruiser.cjs).
import "server-only";
import { cache } from "react";
import { resolveCaller, type Caller, type CurrentUser } from "./session";
import { mustEnrolTwoFactor, TWO_FACTOR_ENROLMENT_PATH } from "./two-factor-policy";

/** The request's caller for server components: React's cache() makes it one lookup per render. */
const currentCaller = cache(async (): Promise<Caller | null> => {
  const { headers } = await import("next/headers");
  return resolveCaller(await headers());
});

/**
 * The signed-in user for pages, layouts and server actions (reads the request's cookies); the next
 * request looks again. Every page that reads data with a user goes through here, so this is where
 * the two-factor requirement holds for pages: an admin or staff member who must enrol first is
 * redirected to enrolment. Not in a layout: a client-side navigation (`RSC: 1`) renders the page
 * alone, without the layouts above it. `allowWithoutTwoFactor` is for what enrolment itself needs
 * and for showing people their own name, as the API's option of the same name (docs/security.md).
 */
export async function getCurrentUser(options: { allowWithoutTwoFactor?: boolean } = {}): Promise<CurrentUser | null> {
  const caller = await currentCaller();
  if (!caller) return null;
  if (!options.allowWithoutTwoFactor && (await mustEnrolTwoFactor(caller.user))) {
    const { redirect } = await import("next/navigation");
    redirect(TWO_FACTOR_ENROLMENT_PATH);
  }
  return caller.user;
}
