// The signed-in user of the page being rendered, read from the request's cookies through Next.
// Apart from lib/auth/session.ts so that data code, which uses the session helpers (tokens, the
// caller's shape), never reaches Next (data-reaches-no-http in .dependency-cruiser.cjs).
import "server-only";
import { cache } from "react";
import { resolveCaller, type CurrentUser } from "./session";

/**
 * The signed-in user for server components and layouts (reads the request's cookies). React's
 * cache() makes it one lookup per render however many components ask (layout, header, page);
 * the next request looks again.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const { headers } = await import("next/headers");
  const caller = await resolveCaller(await headers());
  return caller?.user ?? null;
});
