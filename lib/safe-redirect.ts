/** A same-origin path to go to after sign-in; anything off-site falls back to /dashboard. */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://masterly.invalid");
    if (url.origin !== "http://masterly.invalid") return fallback;
    // Normalising can turn "/.//evil.example" into "//evil.example", which a browser reads as a host.
    if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
