// What the table area shows when there are no rows to show: loading, empty, or an error with Retry.
import { FileQuestion, Plus, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  state: "loading" | "empty" | "error";
  filtered: boolean;
  error?: string;
  onRetry: () => void;
  onAdd?: () => void;
};

export function QuestionsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="grid gap-2" aria-hidden="true">
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function QuestionsListState({ state, filtered, error, onRetry, onAdd }: Props) {
  if (state === "loading") {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading questions
        </p>
        <QuestionsTableSkeleton />
      </div>
    );
  }
  if (state === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-dashed px-4 py-10 text-center">
        <p className="font-medium">The questions could not be loaded</p>
        <p className="text-sm text-muted-foreground">{error}</p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" /> Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-4 py-10 text-center">
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{filtered ? "No questions found" : "No questions yet"}</p>
      <p className="text-sm text-muted-foreground">
        {filtered ? "Try adjusting your search or filters" : "Questions you add or import will appear here."}
      </p>
      {!filtered && onAdd && (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" /> Add Question
        </Button>
      )}
    </div>
  );
}
