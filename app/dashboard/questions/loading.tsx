import { Skeleton } from "@/components/ui/skeleton";
import { ListPageSkeleton } from "@/components/data-list/list-page-skeleton";
import { QuestionsTableSkeleton } from "@/features/questions/client";

export default function QuestionsLoading() {
  return (
    <ListPageSkeleton label="Loading questions">
      <div className="rounded-xl border p-6">
        <Skeleton className="mb-4 h-9 w-full max-w-xl" />
        <QuestionsTableSkeleton />
      </div>
    </ListPageSkeleton>
  );
}
