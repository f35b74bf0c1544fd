"use client";

// A screen's main query failed and there is nothing to show: what failed, the server's reason when
// there is one, and Retry.
import type { ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  /** "Courses could not be loaded" */
  title: string;
  detail?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /** The panel's frame: a dashed border in lists, the card colour on dashboards. */
  className?: string;
  retryVariant?: "default" | "outline";
};

export function LoadFailure({ title, detail, onRetry, retrying, className = "rounded-lg border border-dashed", retryVariant = "outline" }: Props) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 p-8 text-center", className)}>
      <AlertTriangle className="size-8 text-destructive" aria-hidden />
      <p className="font-medium">{title}</p>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      <Button variant={retryVariant} onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </div>
  );
}
