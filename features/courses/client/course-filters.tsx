"use client";

import { X } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { Button } from "@/components/ui/button";
import { SearchBox, SelectOptions } from "@/components/data-list";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES } from "@/lib/validation/common";
import { LEVEL_LABELS, STATUS_LABELS } from "../schema";

export type FilterValues = { search: string; category: string; status: string; level: string };
export const NO_FILTERS: FilterValues = { search: "", category: "all", status: "all", level: "all" };

export const hasFilters = (f: FilterValues) => f.search.trim() !== "" || f.category !== "all" || f.status !== "all" || f.level !== "all";

function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const hydrated = useHydrated();
  return (
    <Select value={value} onValueChange={onChange} disabled={!hydrated}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44">
        {/* The label is given, so the server-rendered HTML shows it before the menu ever mounts. */}
        <SelectValue>{options.find((o) => o.value === value)?.label ?? allLabel}</SelectValue>
      </SelectTrigger>
      <SelectOptions options={options} allLabel={allLabel} />
    </Select>
  );
}

/** Search over title, description, instructor and tags; category, status and level filters ('All' clears). */
export function CourseFilters({ value, onChange }: { value: FilterValues; onChange: (next: FilterValues) => void }) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  // Typing before React runs would be lost: the box opens once the page is interactive.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchBox
        label="Search courses"
        placeholder="Search title, description, instructor or tag"
        value={value.search}
        onChange={(search) => set({ search })}
        disabled={!hydrated}
        className="w-full sm:max-w-xs sm:flex-1"
      />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Filter by category"
          value={value.category}
          onChange={(category) => set({ category })}
          allLabel="All categories"
          options={COURSE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect
          label="Filter by status"
          value={value.status}
          onChange={(status) => set({ status })}
          allLabel="All statuses"
          options={COURSE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Filter by level"
          value={value.level}
          onChange={(level) => set({ level })}
          allLabel="All levels"
          options={COURSE_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
        />
      </div>
      {hasFilters(value) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)} className="self-start sm:self-auto">
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}
