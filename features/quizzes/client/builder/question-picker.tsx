"use client";

// Picks fixed questions for a quiz from the bank, with the Questions page's search and filters
// (and a tag filter). Questions already in the quiz are shown as added.
import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { LoadingBlocks } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DifficultyBadge, TypeBadge } from "@/features/questions/client";
import { NO_FILTERS, QuestionsToolbar, type QuestionFilterState } from "@/features/questions/client";
import { errorMessage } from "@/lib/api/client";
import { questionListOptions } from "@/features/questions/client";

export type PickedQuestion = { id: string; title: string };
const PAGE_SIZE = 8;

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; inQuiz: ReadonlySet<string>; onAdd: (questions: PickedQuestion[]) => void };

export function QuestionPicker({ open, onOpenChange, inQuiz, onAdd }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">{open && <PickerBody inQuiz={inQuiz} onAdd={onAdd} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function PickerBody({ inQuiz, onAdd, onClose }: { inQuiz: ReadonlySet<string>; onAdd: (q: PickedQuestion[]) => void; onClose: () => void }) {
  const [filters, setFilters] = useState<QuestionFilterState>(NO_FILTERS);
  const [tag, setTag] = useState("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const search = useDebounced(filters.search);
  const tagFilter = useDebounced(tag.trim());
  const id = useId();
  const list = useQuery(questionListOptions({ page, limit: PAGE_SIZE, search, difficulty: filters.difficulty, category: filters.category, type: filters.type, tag: tagFilter || undefined }));
  const questions = (list.data?.data.questions ?? []).filter((q) => q.type !== "description");

  const change = (next: QuestionFilterState) => {
    setFilters(next);
    setPage(1);
  };
  const toggle = (qid: string, title: string, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(qid, title);
      else next.delete(qid);
      return next;
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Add questions from the bank</DialogTitle>
        <DialogDescription>Search and filter as on the Questions page, tick the questions to add, then add them. Each is a fixed slot worth 1 mark; change the mark in the quiz.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <QuestionsToolbar filters={filters} categories={list.data?.categories ?? []} onChange={change} />
        <div className="grid gap-1 sm:w-72">
          <Label htmlFor={`${id}-tag`}>Tag</Label>
          <Input id={`${id}-tag`} value={tag} onChange={(e) => (setTag(e.target.value), setPage(1))} placeholder="Any tag" />
        </div>
        {list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(list.error, "The questions could not be loaded.")}
          </p>
        ) : !list.data ? (
          <LoadingBlocks label="Loading questions" className="grid gap-2" blocks={["h-10", "h-10"]} />
        ) : questions.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No questions match these filters.</p>
        ) : (
          <ul aria-label="Matching questions" className="grid gap-1.5">
            {questions.map((q) => {
              const added = inQuiz.has(q._id);
              return (
                <li key={q._id} className="flex items-start gap-3 rounded-md border p-2.5">
                  <Checkbox
                    id={`${id}-${q._id}`}
                    className="mt-0.5"
                    checked={added || chosen.has(q._id)}
                    disabled={added}
                    onCheckedChange={(v) => toggle(q._id, q.title, v === true)}
                  />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <Label htmlFor={`${id}-${q._id}`} className="leading-snug font-medium break-words">
                      {q.title}
                      {added && <span className="font-normal text-muted-foreground"> (in this quiz)</span>}
                    </Label>
                    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      <TypeBadge type={q.type} />
                      <DifficultyBadge difficulty={q.difficulty} />
                      <span>{q.category}</span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {list.data && list.data.totalPages > 1 && (
          <div className="flex items-center justify-between gap-2 text-sm">
            <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-muted-foreground" aria-live="polite">
              Page {page} of {list.data.totalCapped ? `${Math.max(page, list.data.totalPages)}+` : list.data.totalPages}
            </span>
            {/* A capped total (a search matching more than the server counts) goes on while pages are full. */}
            <Button type="button" variant="outline" size="sm" disabled={list.data.totalCapped ? list.data.data.questions.length < PAGE_SIZE : page >= list.data.totalPages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => {
            onAdd([...chosen].map(([qid, title]) => ({ id: qid, title })));
            onClose();
          }}
        >
          Add {chosen.size || ""} question{chosen.size === 1 ? "" : "s"}
        </Button>
      </DialogFooter>
    </>
  );
}
