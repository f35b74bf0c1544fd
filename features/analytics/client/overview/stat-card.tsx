import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { TrendingDown, TrendingUp } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function GrowthBadge({ value, label = "vs previous 30 days" }: { value: number; label?: string }) {
  const up = value >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", up ? "text-success" : "text-destructive")}>
      <Icon className="size-3.5" aria-hidden />
      {up ? "+" : ""}
      {value}%<span className="sr-only"> {label}</span>
    </span>
  );
}

/** A figure with its name, what it is compared with below it (`children`), and its icon on the right. */
export function FigureCard({ id, title, value, icon: Icon, children }: { id?: string; title: string; value: string; icon: LucideIcon; children?: ReactNode }) {
  return (
    <Card data-card={id}>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={id && `overview-${id}`}>
            {value}
          </p>
          {children}
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}

export function StatCard({ title, value, icon, growth, hint }: { title: string; value: string; icon: LucideIcon; growth?: number; hint?: string }) {
  return (
    <FigureCard title={title} value={value} icon={icon}>
      <div className="flex flex-wrap items-center gap-2">
        {growth !== undefined && <GrowthBadge value={growth} />}
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </div>
    </FigureCard>
  );
}
