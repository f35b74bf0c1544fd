"use client";

// The filter bar's fields that every list repeats: the search box, a select with "all", a from–to date range that says
// when it is backwards or names a day that does not exist, and the bar's Clear filters and Export CSV buttons.
import { Download, FilterX, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { SEARCH_MAX_LENGTH } from "@/lib/validation/common";
import { isCalendarDay } from "@/lib/validation/dates";
import type { ListState } from "./use-list-state";

export function SearchField({ id, label = "Search", placeholder, value, onChange, className }: { id: string; label?: string; placeholder: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A label-less search box with the magnifier inside it (the toolbars' search); `className` sizes its frame. It takes no more than a list's search accepts. */
export function SearchBox({ label, placeholder, value, onChange, className, disabled }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; className?: string; disabled?: boolean }) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" aria-label={label} placeholder={placeholder} className="pl-9" value={value} onChange={(e) => onChange(e.target.value)} maxLength={SEARCH_MAX_LENGTH} disabled={disabled} />
    </div>
  );
}

type Option = { value: string; label: string };

/** A select's menu: "all" first when the select filters ("All statuses"), then the options. */
export function SelectOptions({ options, allLabel }: { options: readonly Option[]; allLabel?: string }) {
  return (
    <SelectContent>
      {allLabel && <SelectItem value="all">{allLabel}</SelectItem>}
      {options.map((o) => (
        <SelectItem key={o.value} value={o.value}>
          {o.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}

/** A filter over a closed list of values, with "all" first ("All statuses"). */
export function SelectFilter({ id, label, allLabel, options, value, onChange, className }: { id: string; label: string; allLabel: string; options: readonly Option[]; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <div className={cn("w-full space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} allLabel={allLabel} />
      </Select>
    </div>
  );
}

/** True when both days are set and the end is before the start (the list is not asked for then). */
export const isBackwardsRange = (from: string, to: string) => Boolean(from && to && from > to);

/**
 * What is wrong with the range, or null: a day typed into the address by hand may not exist
 * (2026-13-01), and the bar says so in place of asking for the list (a date input cannot show it).
 */
export function rangeProblem(from: string, to: string): { field: "from" | "to"; message: string } | null {
  if (from && !isCalendarDay(from)) return { field: "from", message: "From is not a real date" };
  if (to && !isCalendarDay(to)) return { field: "to", message: "To is not a real date" };
  if (isBackwardsRange(from, to)) return { field: "to", message: "The end date must be on or after the start date" };
  return null;
}

/** From and To days; `id` prefixes the inputs' ids and names the error that DateRangeError shows. */
export function DateRangeFields({ id, from, to, onChange }: { id: string; from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  const problem = rangeProblem(from, to);
  const invalid = (field: "from" | "to") => (problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-range-error` } : {});
  return (
    <div className="flex w-full gap-3 sm:w-auto">
      <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} className="w-full sm:w-40" {...invalid("from")} />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} className="w-full sm:w-40" {...invalid("to")} />
      </div>
    </div>
  );
}

export function DateRangeError({ id, from, to }: { id: string; from: string; to: string }) {
  const problem = rangeProblem(from, to);
  if (!problem) return null;
  return (
    <p id={`${id}-range-error`} role="alert" className="text-sm font-medium text-destructive">
      {problem.message}
    </p>
  );
}

/** Clear filters (only while something narrows the list) and Export CSV of the same view. */
export function FilterActions({ filtered, onClear, exportUrl }: { filtered: boolean; onClear: () => void; exportUrl: string }) {
  return (
    <div className="flex gap-2">
      {filtered && (
        <Button variant="ghost" onClick={onClear}>
          <FilterX aria-hidden />
          Clear filters
        </Button>
      )}
      <Button variant="outline" asChild>
        <a href={exportUrl} download>
          <Download aria-hidden />
          Export CSV
        </a>
      </Button>
    </div>
  );
}

type FilterList = Pick<ListState<string, string>, "searchField" | "filtered" | "clear">;

/**
 * The bar of a dated log (audit, orders): a search box, one select, a from–to range with its error
 * line below the bar, and Clear filters / Export CSV.
 */
export function DatedFilterBar({
  id,
  list,
  search,
  select,
  from,
  to,
  onRangeChange,
  exportUrl,
}: {
  id: string;
  list: FilterList;
  search: { id: string; label?: string; placeholder: string };
  select: Omit<Parameters<typeof SelectFilter>[0], "className"> & { className: string };
  from: string;
  to: string;
  onRangeChange: (patch: { from?: string; to?: string }) => void;
  exportUrl: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField {...search} {...list.searchField} className="min-w-48 flex-1" />
        <SelectFilter {...select} />
        <DateRangeFields id={id} from={from} to={to} onChange={onRangeChange} />
        <FilterActions filtered={list.filtered} onClear={list.clear} exportUrl={exportUrl} />
      </div>
      <DateRangeError id={id} from={from} to={to} />
    </>
  );
}
