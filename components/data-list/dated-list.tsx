"use client";

// A dated log (audit, orders): one select filter and a from–to range kept in the list's URL state,
// the filter bar, and the list under it, which is not asked for while the range is backwards.
import type { ComponentProps, ReactNode } from "react";
import { DatedFilterBar, isBackwardsRange } from "./filter-fields";
import { ListContent, type EmptyListProps } from "./list-content";

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
  return { selected, from, to, update, setSelected, badRange: isBackwardsRange(from, to) };
}

type BarProps = ComponentProps<typeof DatedFilterBar>;

type Props = {
  id: string;
  list: BarProps["list"];
  dated: ReturnType<typeof useDatedFilters<string>>;
  search: BarProps["search"];
  select: Omit<BarProps["select"], "value" | "onChange">;
  exportUrl: string;
  query: ComponentProps<typeof ListContent>["query"];
  loadingLabel: string;
  errorMessage: string;
  count: number;
  /** The empty state when nothing narrows the list; a filtered empty list asks to adjust the filters. */
  empty: EmptyListProps;
  children: ReactNode;
};

export function DatedList({ id, list, dated, search, select, exportUrl, query, loadingLabel, errorMessage, count, empty, children }: Props) {
  return (
    <>
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
          loadingLabel={loadingLabel}
          errorMessage={errorMessage}
          count={count}
          empty={{ ...empty, hint: list.filtered ? "Try adjusting or clearing the filters" : empty.hint }}
        >
          {children}
        </ListContent>
      )}
    </>
  );
}
