// The row of figure cards above a list; figures are over the whole table, whatever the search or page.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type StatCardItem = {
  key: string;
  label: string;
  /** undefined while loading (a skeleton shows). */
  value: string | undefined;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** A coloured dot before the label. */
  accent?: string;
};

export function StatCards({ label, items, className }: { label: string; items: StatCardItem[]; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4", className)} aria-label={label}>
      {items.map(({ key, label: itemLabel, value, hint, icon: Icon, accent }) => (
        <li key={key} className="min-w-0">
          <Card className="h-full gap-2 py-4 sm:py-5">
            <CardContent className="flex items-start justify-between gap-3 px-4 sm:px-5">
              <div className="min-w-0 space-y-1">
                <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  {accent && <span aria-hidden className={cn("size-2 rounded-full", accent)} />}
                  {itemLabel}
                </p>
                {value === undefined ? (
                  <Skeleton className="h-8 w-16" />
                ) : (
                  <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                    {value}
                  </p>
                )}
                {hint !== undefined && value !== undefined && <div className="text-xs text-muted-foreground">{hint}</div>}
              </div>
              {Icon && (
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
                  <Icon className="size-5" aria-hidden />
                </span>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
