"use client";

// A dated log (audit, orders): one select filter and a from–to range kept in the list's URL state,
// the filter bar, and in a card under it the table and its pages, which are not asked for while the
// range is backwards or names a day that does not exist.
import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { DataTable } from "./data-table";
import { DatedFilterBar, rangeProblem } from "./filter-fields";
import { ListContent, type EmptyListProps } from "./list-content";
import { ListPagination } from "./pagination";

type RangeKey = "from" | "to";
type DatedListState<K extends string> = {
  filters: Record<K | RangeKey, string>;
  setFilters: (patch: Partial<Record<K | RangeKey, string>>) => void;
};

/** The select's value ("all" when unset), the range, and an update that stores "all" as no filter. */
export function useDatedFilters<K extends string>(list: DatedListState<K>, key: K) {
  const selected = list.filters[key] || "all";
  const { from, to } = list.filters;
  function update(patch: Partial<Record<K | RangeKey, string>>) {
    list.setFilters(Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === "all" ? "" : v])) as Partial<Record<K | RangeKey, string>>);
  }
  const setSelected = (value: string) => update({ [key]: value } as Partial<Record<K | RangeKey, string>>);
  return { selected, from, to, update, setSelected, badRange: rangeProblem(from, to) !== null };
}

type BarProps = ComponentProps<typeof DatedFilterBar>;
type PagesProps = ComponentProps<typeof ListPagination>;

/** What a dated log says and offers, the same on every visit: a screen keeps it in a constant. */
export type DatedListText = {
  id: string;
  /** What the list holds ("orders"), for its loading and failure states. */
  noun: string;
  search: BarProps["search"];
  select: Omit<BarProps["select"], "value" | "onChange">;
  /** The empty state when nothing narrows the list; a filtered empty list asks to adjust the filters. */
  empty: EmptyListProps;
  /** The table's accessible name. */
  table: string;
  /** The pager's accessible name and the nouns after its count. */
  pages: Pick<PagesProps, "label" | "nouns">;
};

type Props = DatedListText & {
  list: BarProps["list"] & PagesProps["list"];
  dated: ReturnType<typeof useDatedFilters<string>>;
  exportUrl: string;
  query: ComponentProps<typeof ListContent>["query"] & { data: PagesProps["result"] };
  /** Rows on this page. */
  count: number;
  /** The table's header and body. */
  children: ReactNode;
};

export function DatedList({ id, noun, search, select, empty, table, pages, list, dated, exportUrl, query, count, children }: Props) {
  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <DatedFilterBar
          id={id}
          list={list}
          search={search}
          select={{ ...select, value: dated.selected, onChange: dated.setSelected }}
          from={dated.from}
          to={dated.to}
          onRangeChange={dated.update}
          exportUrl={exportUrl}
        />
        {!dated.badRange && (
          <ListContent
            query={query}
            noun={noun}
            count={count}
            empty={{ ...empty, hint: list.filtered ? "Try adjusting or clearing the filters" : empty.hint }}
          >
            <DataTable aria-label={table} aria-busy={query.isFetching || undefined}>
              {children}
            </DataTable>
            <ListPagination {...pages} list={list} result={query.data} shown={count} />
          </ListContent>
        )}
      </CardContent>
    </Card>
  );
}
