// Dates as the Students screen shows them: the joined day, and last activity relative to now.
import { formatDate, formatRelativeTime } from "@/lib/utils";

/** "3 hours ago", "yesterday", "just now"; "Never" when there is no activity. */
export function formatLastActivity(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never";
  return formatRelativeTime(iso, now);
}

export { formatDate };
