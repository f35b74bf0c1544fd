// A toolbar that edits a list's search and filters as one value ({ search, ...filters }, with a
// sentinel such as "all" for an unset filter), over the list state kept in the URL.
import type { ListState } from "./use-list-state";

export type FilterFormValue<F extends string> = { search: string } & Record<F, string>;

/** The toolbar's value from the list, and the change that writes a new value back (clearing the list when nothing narrows it). */
export function filterForm<F extends string>(list: Pick<ListState<string, F>, "searchInput" | "setSearchInput" | "filters" | "setFilters" | "clear">, keys: readonly F[], all: string) {
  const value = { search: list.searchInput, ...Object.fromEntries(keys.map((k) => [k, list.filters[k] || all])) } as FilterFormValue<F>;
  function change(next: FilterFormValue<F>) {
    if (next.search === "" && keys.every((k) => next[k] === all)) return list.clear();
    if (next.search !== list.searchInput) list.setSearchInput(next.search);
    const patch = Object.fromEntries(keys.filter((k) => next[k] !== value[k]).map((k) => [k, next[k] === all ? "" : next[k]]));
    if (Object.keys(patch).length > 0) list.setFilters(patch as Partial<Record<F, string>>);
  }
  return { value, change };
}
