import { Skeleton } from "@/components/ui/skeleton";

export function AnalyticsSkeleton({ withToolbar = false }: { withToolbar?: boolean }) {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading analytics">
      {withToolbar && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Skeleton className="h-5 w-72 max-w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-96 lg:col-span-2" />
        <Skeleton className="h-96" />
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}
