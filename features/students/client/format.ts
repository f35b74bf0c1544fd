// Dates as the Students screen shows them: the joined day, and last activity relative to now.
import { formatDate } from "@/lib/utils";

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 hours ago", "yesterday", "just now"; "Never" when there is no activity. */
export function formatLastActivity(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never";
  const diff = new Date(iso).getTime() - now;
  for (const [unit, ms] of STEPS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "just now";
}

export { formatDate };
