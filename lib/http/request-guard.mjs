// What server.mjs settles before Next sees a request, because inside Next both end in a 500 before
// any of our code runs (proxy.ts or a route's handler()):
// - a method the app never serves: Node accepts TRACE, and Next's fetch Request refuses to be built
//   for it ("'TRACE' HTTP method is unsupported"). Anything outside ALLOWED_METHODS answers 405
//   here, with Allow and the API's error envelope;
// - a path segment that does not decode (`/courses/%ff`, a stray `%`, a cut UTF-8 sequence): Next's
//   route matcher throws, and its 400 page does not exist in an App Router build. Such a segment is
//   handed on with its `%` signs escaped, so the page or route reads it literally and gives its
//   own answer to an unknown id: the not-found page, or the API's 400/404.
// Plain JavaScript, because server.mjs imports it without a build.

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The 405 answer for a method the app never serves, or null for one it does. */
export function methodRefusal(method) {
  if (ALLOWED_METHODS.includes(method ?? "")) return null;
  return {
    status: 405,
    headers: {
      Allow: ALLOWED_METHODS.join(", "),
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
    body: JSON.stringify({ message: `The ${String(method).slice(0, 20)} method is not supported`, code: "METHOD_NOT_ALLOWED" }),
  };
}

function decodes(segment) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target with each path segment that does not decode written with its `%` escaped
 * (`/courses/%ff?x=1` → `/courses/%25ff?x=1`), or null when every segment decodes. The query is
 * left alone: Next reads it leniently.
 */
export function escapeMalformedPath(url) {
  if (typeof url !== "string" || !url.startsWith("/") || !url.includes("%")) return null;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const segments = path.split("/");
  if (segments.every(decodes)) return null;
  const escaped = segments.map((segment) => (decodes(segment) ? segment : segment.replaceAll("%", "%25"))).join("/");
  return escaped + (end === -1 ? "" : url.slice(end));
}
