"use client";

// One slot of a quiz in the builder: a fixed question, or a random draw with its filters and its
// live pool size ("12 questions available"), each with a mark, movable and removable by keyboard.
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Shuffle, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectOptions } from "@/components/data-list";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { drawCountQuery } from "../builder-queries";
import { DIFFICULTIES, QUESTION_TYPES } from "@/lib/validation/common";
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from "@/features/questions";
import { cn } from "@/lib/utils";
import { useDebounced } from "./question-picker";
import { ANY, splitTags, type DrawSlotDraft, type SlotDraft } from "./quiz-draft";

type SlotProps = {
  slot: SlotDraft;
  index: number;
  total: number;
  error?: string;
  categories: string[];
  fixedIds: string[];
  onChange: (slot: SlotDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function QuizSlot({ slot, index, total, error, categories, fixedIds, onChange, onMove, onRemove }: SlotProps) {
  const id = useId();
  const name = slot.kind === "fixed" ? slot.title : "Random draw";
  return (
    <li className={cn("grid gap-3 rounded-lg border p-3", error && "border-destructive")} aria-label={`Slot ${index + 1}: ${name}`} data-testid="quiz-slot">
      <div className="flex items-start gap-2">
        <span className="mt-1.5 text-xs font-semibold text-muted-foreground tabular-nums">{index + 1}.</span>
        <div className="min-w-0 flex-1">
          {slot.kind === "fixed" ? (
            <p className="mt-1 text-sm font-medium break-words">{slot.title}</p>
          ) : (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium">
              <Shuffle className="size-4" aria-hidden /> Random draw
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-0.5">
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move slot ${index + 1} up`}>
            <ArrowUp aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === total - 1} onClick={() => onMove(index + 1)} aria-label={`Move slot ${index + 1} down`}>
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" onClick={onRemove} aria-label={`Remove slot ${index + 1}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {slot.kind === "draw" && <DrawFields slot={slot} index={index} categories={categories} fixedIds={fixedIds} onChange={onChange} />}
      <div className="grid max-w-40 gap-1">
        <Label htmlFor={`${id}-mark`}>Mark{slot.kind === "draw" ? " (each)" : ""}</Label>
        <Input
          id={`${id}-mark`}
          inputMode="decimal"
          value={slot.mark}
          onChange={(e) => onChange({ ...slot, mark: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

function FilterSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full min-w-0">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}

function DrawFields({ slot, index, categories, fixedIds, onChange }: { slot: DrawSlotDraft; index: number; categories: string[]; fixedIds: string[]; onChange: (slot: SlotDraft) => void }) {
  const id = useId();
  const tags = useDebounced(slot.tags);
  const pick = (v: string) => (v === ANY ? undefined : v);
  const available = useQuery(drawCountQuery({ category: pick(slot.category), difficulty: pick(slot.difficulty), type: pick(slot.type), tags: splitTags(tags), exclude: fixedIds }));
  const count = Number(slot.count);
  const short = available.data !== undefined && Number.isInteger(count) && count > available.data;
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          value={slot.category}
          onChange={(category) => onChange({ ...slot, category })}
          options={[{ value: ANY, label: "Any category" }, ...categories.map((c) => ({ value: c, label: c }))]}
        />
        <FilterSelect
          id={`${id}-difficulty`}
          label="Difficulty"
          value={slot.difficulty}
          onChange={(difficulty) => onChange({ ...slot, difficulty })}
          options={[{ value: ANY, label: "Any difficulty" }, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))]}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          value={slot.type}
          onChange={(type) => onChange({ ...slot, type })}
          options={[{ value: ANY, label: "Any type" }, ...QUESTION_TYPES.filter((t) => t !== "description").map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))]}
        />
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-tags`}>Tags (all of them)</Label>
          <Input id={`${id}-tags`} value={slot.tags} onChange={(e) => onChange({ ...slot, tags: e.target.value })} placeholder="e.g. loops, python" />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid max-w-40 gap-1">
          <Label htmlFor={`${id}-count`}>Questions to draw</Label>
          <Input id={`${id}-count`} inputMode="numeric" value={slot.count} onChange={(e) => onChange({ ...slot, count: e.target.value })} aria-describedby={`${id}-available`} />
        </div>
        <p id={`${id}-available`} aria-live="polite" className={cn("pb-2 text-sm", short ? "font-medium text-destructive" : "text-muted-foreground")} data-testid={`draw-available-${index}`}>
          {available.isError
            ? "Could not count the matching questions"
            : available.data === undefined
              ? "Counting matching questions…"
              : `${available.data} question${available.data === 1 ? "" : "s"} available${short ? `: not enough for ${count}` : ""}`}
        </p>
      </div>
    </div>
  );
}
