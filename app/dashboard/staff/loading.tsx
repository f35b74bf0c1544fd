import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListPageSkeleton } from "@/components/data-list/list-page-skeleton";

export default function StaffLoading() {
  return (
    <ListPageSkeleton label="Loading staff">
      <Card>
        <CardHeader className="gap-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-9 w-full sm:max-w-sm" />
        </CardHeader>
        <CardContent className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </CardContent>
      </Card>
    </ListPageSkeleton>
  );
}
