"use client";

// The quiz builder (docs/domain/quizzes.md): slots (fixed bank questions and random draws, each with a mark) and
// settings (pass mark, time limit, attempts, shuffle, review). Saved with an explicit button, since
// the server checks every draw against the bank and answers 422 naming the slot it cannot fill.
import { useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ListPlus, Shuffle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { DEFAULT_QUESTION_LIST_PARAMS, questionListOptions } from "@/features/questions/client";
import type { QuizInput } from "../builder-queries";
import type { QuizBuilder, ReviewMode } from "../../schema";
import { QuestionPicker, type PickedQuestion } from "./question-picker";
import { QuizAccommodations } from "./quiz-accommodations";
import { newDraw, quizServerErrors, slotKey, slotsMaxScore, toQuizDraft, toQuizInput, validateQuiz, type QuizDraft, type SlotDraft } from "./quiz-draft";
import { QuizSlot } from "./quiz-slots";
import { fieldErrors } from "@/features/curriculum/client";

const REVIEW_LABELS: Record<ReviewMode, string> = {
  immediately: "Immediately after each attempt",
  "after-last-attempt": "After the last attempt",
  never: "Never",
};

/** What each review setting means for the right answers, said beside the choice. */
function reviewHint(review: ReviewMode, unlimited: boolean): string {
  if (review === "immediately") return "Learners see the right answers after each attempt, even while they have attempts left.";
  if (review === "never") return "Learners never see the right answers; staff always can.";
  return unlimited
    ? "With unlimited attempts there is no last attempt: learners never see the right answers. Set the attempts allowed."
    : "Learners see the right answers only once they have used every attempt, even if they pass earlier.";
}

type Props = {
  initial: QuizBuilder | null | undefined;
  /** Set once the quiz exists: extra time is granted per saved quiz. */
  lessonId?: string;
  saveLabel: string;
  onSave: (quiz: QuizInput) => Promise<unknown>;
};

export function QuizEditor({ initial, lessonId, saveLabel, onSave }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<QuizDraft>(() => toQuizDraft(initial));
  const [savedJson, setSavedJson] = useState(() => (initial ? JSON.stringify(toQuizInput(toQuizDraft(initial))) : null));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const categories = useQuery({ ...questionListOptions({ ...DEFAULT_QUESTION_LIST_PARAMS, limit: 1 }), select: (d) => d.categories });

  const fixedIds = useMemo(() => draft.slots.flatMap((s) => (s.kind === "fixed" ? [s.questionId] : [])), [draft.slots]);
  const clientErrors = validateQuiz(draft);
  const errors = { ...serverErrors, ...(showErrors ? clientErrors : {}) };
  const dirty = JSON.stringify(toQuizInput(draft)) !== savedJson;

  const update = (next: Partial<QuizDraft>) => setDraft((d) => ({ ...d, ...next }));
  const setSlots = (fn: (slots: SlotDraft[]) => SlotDraft[]) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, slots: fn(d.slots) }));
  };
  const addFixed = (picked: PickedQuestion[]) =>
    setSlots((slots) => [...slots, ...picked.filter((p) => !fixedIds.includes(p.id)).map((p): SlotDraft => ({ key: slotKey(), kind: "fixed", questionId: p.id, title: p.title, mark: "1" }))]);

  async function save() {
    setShowErrors(true);
    if (Object.keys(clientErrors).length) return;
    const input = toQuizInput(draft);
    setSaving(true);
    try {
      await onSave(input);
      setServerErrors({});
      setShowErrors(false);
      setSavedJson(JSON.stringify(input));
    } catch (error) {
      const fields = error instanceof ApiRequestError ? quizServerErrors(error.fieldErrors) : {};
      setServerErrors(Object.keys(fields).length ? fields : { _: errorMessage(error, "The quiz was not saved.") });
    } finally {
      setSaving(false);
    }
  }

  const { field, fieldError } = fieldErrors(id, errors);
  const slotErrorCount = draft.slots.filter((_, i) => errors[`slots.${i}`]).length;

  return (
    <div className="grid gap-4" data-testid="quiz-editor">
      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Questions</legend>
        <p className="text-xs text-muted-foreground">
          Fixed questions come from the bank as they are; a random draw picks new questions for each attempt from the bank questions matching its filters, never one already in the quiz.
        </p>
        {draft.slots.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No questions yet. Add questions from the bank or a random draw.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Quiz slots">
            {draft.slots.map((slot, i) => (
              <QuizSlot
                key={slot.key}
                slot={slot}
                index={i}
                total={draft.slots.length}
                error={errors[`slots.${i}`]}
                categories={categories.data ?? []}
                fixedIds={fixedIds}
                onChange={(next) => setSlots((slots) => slots.map((s) => (s.key === slot.key ? next : s)))}
                onMove={(to) =>
                  setSlots((slots) => {
                    const next = [...slots];
                    const [moved] = next.splice(i, 1);
                    next.splice(to, 0, moved);
                    return next;
                  })
                }
                onRemove={() => setSlots((slots) => slots.filter((s) => s.key !== slot.key))}
              />
            ))}
          </ol>
        )}
        {fieldError("slots")}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setPicking(true)}>
            <ListPlus aria-hidden /> Add from bank
          </Button>
          <Button type="button" variant="outline" onClick={() => setSlots((slots) => [...slots, newDraw()])}>
            <Shuffle aria-hidden /> Add random draw
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Total: {slotsMaxScore(draft)} marks</p>
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Settings</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-pass`}>Pass mark (%)</Label>
            <Input id={`${id}-pass`} inputMode="decimal" value={draft.passPercent} onChange={(e) => update({ passPercent: e.target.value })} {...field("passPercent")} />
            {fieldError("passPercent")}
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-time`}>Time limit (minutes)</Label>
            <Input id={`${id}-time`} inputMode="numeric" value={draft.timeLimitMinutes} placeholder="No limit" onChange={(e) => update({ timeLimitMinutes: e.target.value })} {...field("timeLimitMinutes")} />
            {fieldError("timeLimitMinutes")}
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-attempts`}>Attempts allowed</Label>
            <Input id={`${id}-attempts`} inputMode="numeric" value={draft.maxAttempts} placeholder="Unlimited" onChange={(e) => update({ maxAttempts: e.target.value })} {...field("maxAttempts")} />
            {fieldError("maxAttempts")}
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-review`}>Learners see the review</Label>
            <Select value={draft.review} onValueChange={(v) => update({ review: v as ReviewMode })}>
              <SelectTrigger id={`${id}-review`} className="w-full" aria-describedby={`${id}-review-help`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(REVIEW_LABELS) as ReviewMode[]).map((r) => (
                  <SelectItem key={r} value={r}>
                    {REVIEW_LABELS[r]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={`${id}-review-help`} className="text-xs text-muted-foreground" data-testid="quiz-review-hint">
              {reviewHint(draft.review, !draft.maxAttempts.trim())}
            </p>
          </div>
          <div className="flex items-start justify-between gap-3 self-start rounded-md border p-2.5">
            <div>
              <Label htmlFor={`${id}-shuffle`}>Shuffle questions and options</Label>
              <p id={`${id}-shuffle-help`} className="text-xs text-muted-foreground">
                Each attempt gets its own order.
              </p>
            </div>
            <Switch id={`${id}-shuffle`} checked={draft.shuffle} onCheckedChange={(shuffle) => update({ shuffle })} aria-describedby={`${id}-shuffle-help`} />
          </div>
        </div>
      </fieldset>

      {errors._ && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {errors._}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void save()} disabled={saving}>
          {saving ? "Saving quiz…" : saveLabel}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {saving ? "" : slotErrorCount ? `Not saved: ${slotErrorCount} slot${slotErrorCount === 1 ? " needs" : "s need"} attention.` : dirty ? "Unsaved quiz changes" : savedJson ? "Quiz saved" : ""}
        </p>
      </div>

      {lessonId && <QuizAccommodations lessonId={lessonId} hasTimeLimit={initial?.timeLimitMinutes != null} />}
      <QuestionPicker open={picking} onOpenChange={setPicking} inQuiz={new Set(fixedIds)} onAdd={addFixed} />
    </div>
  );
}
