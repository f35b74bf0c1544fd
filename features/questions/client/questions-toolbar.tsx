"use client";

// Search and the filters ('All' clears each one).
import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SelectOptions } from "@/components/data-list";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DIFFICULTIES, QUESTION_TYPES } from "@/lib/validation/common";
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from "../schema";

export type QuestionFilterState = { search: string; difficulty: string; category: string; type: string };
export const NO_FILTERS: QuestionFilterState = { search: "", difficulty: "All", category: "All", type: "All" };

type Props = { filters: QuestionFilterState; categories: string[]; onChange: (next: QuestionFilterState) => void };

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="min-w-36 flex-1 sm:flex-none">
        <SelectValue />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}

export function QuestionsToolbar({ filters, categories, onChange }: Props) {
  const active = filters.search !== "" || filters.difficulty !== "All" || filters.category !== "All" || filters.type !== "All";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-72">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search questions"
          placeholder="Search title, description, category or tags"
          className="pl-8"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <FilterSelect
          label="Filter by difficulty"
          value={filters.difficulty}
          onChange={(difficulty) => onChange({ ...filters, difficulty })}
          options={[{ value: "All", label: "All difficulties" }, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))]}
        />
        <FilterSelect
          label="Filter by category"
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
          options={[{ value: "All", label: "All categories" }, ...categories.map((c) => ({ value: c, label: c }))]}
        />
        <FilterSelect
          label="Filter by type"
          value={filters.type}
          onChange={(type) => onChange({ ...filters, type })}
          options={[{ value: "All", label: "All types" }, ...QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))]}
        />
      </div>
      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      )}
    </div>
  );
}
