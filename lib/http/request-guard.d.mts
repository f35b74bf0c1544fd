// Types for request-guard.mjs (plain JavaScript, as server.mjs imports it without a build).
export const ALLOWED_METHODS: string[];
export function methodRefusal(method: string | undefined): { status: 405; headers: Record<string, string>; body: string } | null;
export function escapeMalformedPath(url: string | undefined): string | null;
