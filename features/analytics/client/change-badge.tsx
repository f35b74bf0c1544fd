import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatChange } from "./format";

/**
 * A change against the previous period: green up, red down, muted when level. Without anything to
 * compare with, it says so instead of claiming +100%. Inline text, so it wraps between words.
 */
export function ChangeBadge({ value, comparable = true, unit = "percent", days }: { value: number; comparable?: boolean; unit?: "percent" | "points"; days: number }) {
  if (!comparable) {
    return <p className="text-xs text-muted-foreground">No data in the previous {days} days to compare</p>;
  }
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  return (
    <p className="text-xs text-muted-foreground">
      <span className={cn("font-medium", value > 0 ? "text-success" : value < 0 ? "text-destructive" : undefined)}>
        <Icon className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
        <span data-value>{formatChange(value, unit)}</span>
      </span>{" "}
      vs previous {days} days
    </p>
  );
}
