// Number formats shared by the Analytics cards, charts and tooltips (en-US, dollars, UTC dates).
import { formatCents, formatCompactCents } from "@/lib/utils";

// Money follows the currency of the General settings (lib/utils); counts stay en-US.
export { formatCents, formatCompactCents };

const integer = new Intl.NumberFormat("en-US");
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const formatNumber = (value: number) => integer.format(value);
export const formatPercent = (value: number) => `${value}%`;
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** "Jul 2025" → "Jul" for a crowded axis. */
export const shortMonth = (label: string) => label.slice(0, 3);

/** A change as the screen prints it: "+12.5%", "-3%", "+4.2 pts". */
export function formatChange(value: number, unit: "percent" | "points" = "percent"): string {
  const sign = value > 0 ? "+" : "";
  return unit === "points" ? `${sign}${value} pts` : `${sign}${value}%`;
}
