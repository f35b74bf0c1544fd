"use client";

import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows while a form's values load. */
export function FormSkeleton({ rows = 4, label = "Loading settings" }: { rows?: number; label?: string }) {
  return (
    <div className="space-y-5" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-9 w-36" />
    </div>
  );
}

/** A load failure with a way to try again. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center">
      <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden />
      <p className="flex-1 text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        Retry
      </Button>
    </div>
  );
}
