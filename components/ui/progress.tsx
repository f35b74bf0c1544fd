"use client";

import * as React from "react";
import * as ProgressPrimitive from "@radix-ui/react-progress";

import { cn } from "@/lib/utils";

// A progressbar needs a name (axe: aria-progressbar-name), so the type demands one.
type ProgressName = { "aria-label": string } | { "aria-labelledby": string };

type ProgressProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  "value" | "max" | "aria-label" | "aria-labelledby"
> &
  ProgressName & {
    value?: number | null;
    max?: number;
    indicatorClassName?: string;
  };

function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const clamped = value == null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped == null || max <= 0 ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 bg-primary transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, type ProgressProps };
