"use client";

// Where we are in a server-paged list, Previous/Next, and how many rows a page shows.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PAGE_SIZES, type ListState } from "./use-list-state";

type Props = {
  /** The nav's accessible name, e.g. "Staff pages". */
  label: string;
  page: number;
  totalPages: number;
  total: number;
  /**
   * The server counted a search's matches only up to a cap (the envelope's `totalCapped`): `total`
   * is a lower bound, shown "1,000+", and Next stays on while the page is full.
   */
  totalCapped?: boolean;
  pageSize: number;
  /** Rows on this page (defaults to a full page, or what is left on the last). */
  shown?: number;
  /** Plural noun after the count: "students". */
  noun?: string;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  disabled?: boolean;
};

const number = (n: number) => n.toLocaleString("en-US");

export function DataListPagination({ label, page, totalPages, total, totalCapped = false, pageSize, shown, noun, onPage, onPageSize, disabled }: Props) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const fullPage = shown === undefined || shown >= pageSize;
  // Past a capped total the rows go on: its page and row numbers are at least what this page shows.
  const last = totalCapped ? first + (shown ?? pageSize) - 1 : Math.min(total, shown === undefined ? page * pageSize : first + shown - 1);
  const of = totalCapped ? `${number(Math.max(total, last))}+` : number(total);
  const pages = totalCapped ? `${number(Math.max(totalPages, page))}+` : number(Math.max(1, totalPages));
  const atEnd = totalCapped ? !fullPage : page >= totalPages;
  const sizeId = `${label.replace(/\W+/g, "-").toLowerCase()}-size`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Showing {number(first)}–{number(Math.max(first, last))} of {of}
        {noun ? ` ${noun}` : ""}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onPageSize && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-muted-foreground">
              Rows per page
            </label>
            <Select value={String(pageSize)} onValueChange={(v) => onPageSize(Number(v))} disabled={disabled}>
              <SelectTrigger id={sizeId} size="sm" className="w-20">
                <SelectValue>{pageSize}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {PAGE_SIZES.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <span className="tabular-nums">
          Page {number(page)} of {pages}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || atEnd}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

type PagedResult = { page: number; totalPages: number; results: number; totalCapped?: boolean };

/** The pagination of a list kept by useListState, from the page the server answered (nothing before it has). */
export function ListPagination({ label, nouns, list, result, shown }: { label: string; nouns?: [one: string, many: string]; list: Pick<ListState<string, string>, "pageSize" | "setPage" | "setPageSize">; result: PagedResult | undefined; shown: number }) {
  if (!result) return null;
  return (
    <DataListPagination
      label={label}
      noun={nouns && (result.results === 1 ? nouns[0] : nouns[1])}
      page={result.page}
      totalPages={result.totalPages}
      total={result.results}
      totalCapped={result.totalCapped}
      pageSize={list.pageSize}
      shown={shown}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  );
}
