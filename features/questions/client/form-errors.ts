/** The first message anywhere under a react-hook-form error (arrays keep theirs under `root` or an index). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` points at the DOM element; never walk into it.
    if (key !== "ref" && value && typeof value === "object") {
      const nested = firstMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}
