"use client";

// One question of an attempt, answerable by keyboard alone: native radios, checkboxes, text
// fields and selects, grouped in a fieldset named by the question, each control labelled.
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MatchRow } from "@/features/questions/client";
import { RichText } from "@/features/questions/client";
import { MAX_ANSWER_CHARS, type AnswerValue, type AttemptQuestion } from "../../schema";
import type { TextFormat } from "@/features/questions";
import { cn } from "@/lib/utils";
import { letter } from "./answers";

type Props = {
  question: AttemptQuestion;
  number: number | null;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
};

const choiceRow =
  "flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm transition-colors hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50";

export function QuestionField({ question: q, number, value, onChange, disabled }: Props) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const format = q.textFormat as TextFormat;
  const marks = `${q.mark} ${q.mark === 1 ? "mark" : "marks"}`;

  const header = (
    <div className="grid gap-2">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {number === null ? "Information" : `Question ${number}`}
        {number !== null && <span className="normal-case"> · {marks}</span>}
      </p>
      <h2 id={titleId} className="text-base font-semibold sm:text-lg">
        {q.title}
      </h2>
      {q.description.trim() && (
        <div className="text-sm leading-relaxed">
          <RichText text={q.description} format={format} type={q.type} />
        </div>
      )}
    </div>
  );

  if (q.type === "description") return <div className="grid gap-3">{header}</div>;

  if (q.type === "multiple-choice" || q.type === "true-false") {
    const multi = q.type === "multiple-choice" && q.multipleAnswers;
    const options = q.options ?? [];
    const selected: number[] =
      value && "selected" in value ? value.selected : value && "answer" in value && value.answer ? [value.answer === "True" ? 0 : 1] : [];
    const pick = (i: number) => {
      if (q.type === "true-false") return onChange({ answer: i === 0 ? "True" : "False" });
      if (multi) return onChange({ selected: selected.includes(i) ? selected.filter((s) => s !== i) : [...selected, i].sort((a, b) => a - b) });
      onChange({ selected: [i] });
    };
    return (
      <fieldset className="grid min-w-0 gap-3" aria-labelledby={titleId} aria-describedby={hintId} disabled={disabled}>
        {header}
        <p id={hintId} className="text-sm text-muted-foreground">
          {multi ? "Choose one or more answers." : "Choose one answer."}
        </p>
        <div className="grid gap-2">
          {options.map((text, i) => (
            <label key={i} className={choiceRow}>
              <input
                type={multi ? "checkbox" : "radio"}
                name={`${id}-choice`}
                checked={selected.includes(i)}
                onChange={() => pick(i)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 gap-1.5">
                {q.type === "multiple-choice" && <span className="font-medium text-muted-foreground">{letter(i)}.</span>}
                <RichText text={text} format={format} inline className="min-w-0" />
              </span>
            </label>
          ))}
        </div>
        {!multi && selected.length > 0 && (
          <button
            type="button"
            className="w-fit text-sm text-primary underline underline-offset-4 hover:no-underline"
            onClick={() => onChange(q.type === "true-false" ? { answer: null } : { selected: [] })}
          >
            Clear my choice<span className="sr-only"> for {q.title}</span>
          </button>
        )}
      </fieldset>
    );
  }

  if (q.type === "matching") {
    const items = q.items ?? [];
    const chosen = value && "chosen" in value ? value.chosen : [];
    return (
      <fieldset className="grid min-w-0 gap-3" aria-labelledby={titleId} aria-describedby={hintId} disabled={disabled}>
        {header}
        <p id={hintId} className="text-sm text-muted-foreground">
          Match each item with its answer.
        </p>
        <div className="grid gap-2">
          {items.map((item, i) => (
            <MatchRow
              key={i}
              id={`${id}-match-${i}`}
              item={item}
              format={format}
              value={chosen[i]}
              choices={q.options ?? []}
              onChange={(answer) => onChange({ chosen: items.map((_, j) => (j === i ? answer : (chosen[j] ?? null))) })}
              className="grid items-center gap-2 rounded-lg border bg-background p-3 text-sm sm:grid-cols-[minmax(0,1fr)_16rem]"
              labelClassName="min-w-0"
              selectClassName="h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            />
          ))}
        </div>
      </fieldset>
    );
  }

  const text = value && "text" in value ? value.text : "";
  const long = q.type === "essay" || q.type === "code";
  const label = q.type === "code" ? "Your code" : q.type === "numerical" ? "Your answer (a number)" : "Your answer";
  return (
    <div className="grid min-w-0 gap-3" role="group" aria-labelledby={titleId}>
      {header}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-answer`}>{label}</Label>
        {long ? (
          <Textarea
            id={`${id}-answer`}
            value={text}
            onChange={(e) => onChange({ text: e.target.value })}
            rows={q.type === "code" ? 10 : 8}
            maxLength={MAX_ANSWER_CHARS}
            spellCheck={q.type !== "code"}
            autoCapitalize={q.type === "code" ? "off" : undefined}
            autoCorrect={q.type === "code" ? "off" : undefined}
            aria-describedby={hintId}
            disabled={disabled}
            className={cn("min-h-40 bg-background", q.type === "code" && "font-mono text-sm leading-relaxed")}
          />
        ) : (
          <Input
            id={`${id}-answer`}
            value={text}
            onChange={(e) => onChange({ text: e.target.value })}
            inputMode={q.type === "numerical" ? "decimal" : undefined}
            maxLength={1000}
            autoComplete="off"
            aria-describedby={hintId}
            disabled={disabled}
            className="bg-background sm:max-w-sm"
          />
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {long ? "A member of staff marks this answer after you submit." : q.type === "numerical" ? "Digits, with a decimal point if needed." : "A word or a short phrase."}
        </p>
      </div>
    </div>
  );
}
