// A list page while it loads (the route's loading.tsx): heading, the page's action, four stat
// cards, then the list (a plain block unless the page passes its own shape).
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export function ListPageSkeleton({ label, withAction = true, children }: { label: string; withAction?: boolean; children?: ReactNode }) {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label={label}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        {withAction && <Skeleton className="h-9 w-44" />}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      {children ?? <Skeleton className="h-96 rounded-xl" />}
    </div>
  );
}

/**
 * Placeholder table rows: the row's leading picture (a thumbnail, an avatar) then the text columns.
 * Without `label` it is decoration inside a status region the caller names.
 */
export function SkeletonRows({ rows = 6, lead, className, label }: { rows?: number; lead: string; className: string; label?: string }) {
  const status = label ? { role: "status", "aria-label": label } : { "aria-hidden": true };
  return (
    <div className={className} {...status}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className={lead} />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
