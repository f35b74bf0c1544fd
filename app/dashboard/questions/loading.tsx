import { Skeleton } from "@/components/ui/skeleton";
import { QuestionsTableSkeleton } from "@/components/questions/questions-list-state";

export default function QuestionsLoading() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading questions">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        <Skeleton className="h-9 w-64" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="rounded-xl border p-6">
        <Skeleton className="mb-4 h-9 w-full max-w-xl" />
        <QuestionsTableSkeleton />
      </div>
    </div>
  );
}
