"use client";

// A list screen's state lives in the URL: search (debounced), page, page size, sort column and
// direction, and filters. Reload, Back and a shared link all show the same list. Values equal to the
// defaults are left out of the URL; unknown values fall back to the defaults.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useDebouncedValue } from "./use-debounced-value";

export type SortOrder = "asc" | "desc";
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ListStateOptions<S extends string, F extends string> = {
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  /** The direction a column starts in when first clicked (dates and figures read best newest/largest first). */
  firstOrder?: Partial<Record<S, SortOrder>>;
  filters?: readonly F[];
  defaultPageSize?: number;
  debounceMs?: number;
};

/** What a sortable table's headers need: the sorted column, its direction, and the header click. */
export type Sorting<S extends string> = { sort: S; order: SortOrder; onSort: (column: S) => void };

export type ListState<S extends string, F extends string> = {
  /** What the search box shows now. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** searchInput and setSearchInput as a search box takes them. */
  searchField: { value: string; onChange: (value: string) => void };
  /** The settled search (debounced, trimmed) that the query uses. */
  search: string;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  sort: S;
  order: SortOrder;
  /** Click on a column header: the same column flips direction, another starts at its first order. */
  toggleSort: (column: S) => void;
  /** sort, order and toggleSort as a table takes them. */
  sorting: Sorting<S>;
  filters: Record<F, string>;
  setFilters: (patch: Partial<Record<F, string>>) => void;
  /** Empties the search and every filter. */
  clear: () => void;
  /** True when the search or a filter narrows the list. */
  filtered: boolean;
};

type Patch = Record<string, string | number | null | undefined>;

export function useListState<S extends string, F extends string = never>(options: ListStateOptions<S, F>): ListState<S, F> {
  const { sorts, defaultSort, defaultOrder = "desc", firstOrder, filters: filterKeys = [], defaultPageSize = PAGE_SIZES[0], debounceMs = 300 } = options;
  const params = useSearchParams();
  const pathname = usePathname();

  const urlSearch = params.get("search") ?? "";
  const rawPage = Number(params.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const rawSize = Number(params.get("pageSize"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : defaultPageSize;
  const rawSort = params.get("sort");
  const sort = rawSort && (sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : defaultSort;
  const rawOrder = params.get("order");
  const order: SortOrder = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : sort === defaultSort ? defaultOrder : (firstOrder?.[sort] ?? "asc");
  const filterKey = JSON.stringify(filterKeys.map((k) => [k, params.get(k) ?? ""]));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filterKey) as [string, string][]) as Record<F, string>, [filterKey]);

  const write = useCallback(
    (patch: Patch, mode: "push" | "replace" = "push") => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (next.get("page") === "1") next.delete("page");
      if (next.get("pageSize") === String(defaultPageSize)) next.delete("pageSize");
      const qs = next.toString();
      const url = `${pathname}${qs ? `?${qs}` : ""}${window.location.hash}`;
      if (mode === "replace") window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
    },
    [pathname, defaultPageSize],
  );

  // The box follows the URL (Back, a link) but never overwrites what the user is still typing.
  const [searchInput, setSearchInput] = useState(urlSearch);
  const written = useRef(urlSearch);
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearchInput(urlSearch);
    }
  }, [urlSearch]);
  const settled = useDebouncedValue(searchInput.trim(), debounceMs);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    // A new search starts again from page 1.
    write({ search: settled, page: null }, "replace");
  }, [settled, write]);

  const setPage = useCallback((next: number) => write({ page: next }), [write]);
  const setPageSize = useCallback((size: number) => write({ pageSize: size, page: null }), [write]);
  const toggleSort = useCallback(
    (column: S) => {
      const nextOrder: SortOrder = column === sort ? (order === "asc" ? "desc" : "asc") : column === defaultSort ? defaultOrder : (firstOrder?.[column] ?? "asc");
      const isDefault = column === defaultSort && nextOrder === defaultOrder;
      write({ sort: isDefault ? null : column, order: isDefault ? null : nextOrder, page: null });
    },
    [write, sort, order, defaultSort, defaultOrder, firstOrder],
  );
  const setFilters = useCallback((patch: Partial<Record<F, string>>) => write({ ...(patch as Patch), page: null }), [write]);
  const clear = useCallback(() => {
    written.current = "";
    setSearchInput("");
    write({ search: null, page: null, ...Object.fromEntries(filterKeys.map((k) => [k, null])) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKeys is a constant list per screen
  }, [write, filterKey]);

  const filtered = urlSearch !== "" || searchInput.trim() !== "" || Object.values<string>(filters).some((v) => v !== "" && v !== "all");

  const sorting = { sort, order, onSort: toggleSort };
  const searchField = { value: searchInput, onChange: setSearchInput };

  return { searchInput, setSearchInput, searchField, search: urlSearch, page, setPage, pageSize, setPageSize, sort, order, toggleSort, sorting, filters, setFilters, clear, filtered };
}
