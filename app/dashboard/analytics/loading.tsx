import { Skeleton } from "@/components/ui/skeleton";
import { AnalyticsSkeleton } from "@/features/analytics/client";

export default function AnalyticsLoading() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <AnalyticsSkeleton withToolbar />
    </div>
  );
}
