"use client";

// What a list shows under its filters: skeleton rows while the first page loads, the failure with
// Retry, the empty state (which says whether the filters or the data are why), or the table.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "./load-states";

type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; data: unknown; refetch: () => unknown };

export type EmptyListProps = { icon: LucideIcon; title: string; hint: ReactNode };

export function EmptyList({ icon: Icon, title, hint }: EmptyListProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

type Props = {
  query: ListQuery;
  /** What the list holds ("orders"): the skeleton is named "Loading orders" and a failure says "The orders could not be loaded." */
  noun: string;
  /** Rows on this page; with none, the empty state shows. */
  count: number;
  empty: EmptyListProps;
  skeletonRows?: number;
  children: ReactNode;
};

export function ListContent({ query, noun, count, empty, skeletonRows = 6, children }: Props) {
  if (query.isPending) {
    const loadingLabel = `Loading ${noun}`;
    return (
      <div className="space-y-2" role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  // A failed refetch keeps the rows it already has on screen.
  if (query.isError && query.data === undefined) return <LoadError message={`The ${noun} could not be loaded.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (count === 0) return <EmptyList {...empty} />;
  return <>{children}</>;
}
