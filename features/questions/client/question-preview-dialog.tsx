"use client";

// Preview: the question as a learner would see it, answerable but not recorded. "Check answer"
// scores it with the quiz's own grading (features/questions/grade.ts) and shows the feedback; essay and
// code show the model answer, a description has nothing to answer.
import { useId, useMemo, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Question } from "./queries";
import { grade, type GradeResult, type LearnerResponse } from "../grade";
import { OPTION_LETTERS, TRUE_FALSE_ANSWERS } from "../schema";
import { cn } from "@/lib/utils";
import { DifficultyBadge, TypeBadge } from "./question-badges";
import { ItemStatsPanel } from "./item-stats";
import { CodeBlock } from "./question-text";
import { MatchRow } from "./match-row";
import { RichText } from "./rich-text";

type Props = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  onPrevious?: () => void;
  onNext?: () => void;
};

export function QuestionPreviewDialog({ question, onOpenChange, onPrevious, onNext }: Props) {
  return (
    <Dialog open={question !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {question && <PreviewBody key={question._id} question={question} onPrevious={onPrevious} onNext={onNext} />}
      </DialogContent>
    </Dialog>
  );
}

const percent = (n: number) => `${Number(n.toFixed(2))}%`;

function PreviewBody({ question, onPrevious, onNext }: { question: Question; onPrevious?: () => void; onNext?: () => void }) {
  const name = useId();
  const [selected, setSelected] = useState<number[]>([]);
  const [text, setText] = useState("");
  const [tf, setTf] = useState<"True" | "False" | null>(null);
  const [chosen, setChosen] = useState<(string | null)[]>(() => question.pairs.filter((p) => p.question).map(() => null));
  const [revealed, setRevealed] = useState(false);
  const f = question.textFormat;
  const type = question.type;
  // Matching answers in a fixed, sorted order: the learner must not read the pairs off the list.
  const matchChoices = useMemo(() => [...new Set(question.pairs.map((p) => p.answer))].sort((a, b) => a.localeCompare(b)), [question.pairs]);

  const response: LearnerResponse =
    type === "multiple-choice"
      ? { type, selected }
      : type === "true-false"
        ? { type, answer: tf }
        : type === "matching"
          ? { type, chosen }
          : type === "numerical"
            ? { type, text }
            : { type: "short-answer", text };
  const result: GradeResult | null = revealed ? grade(question, response) : null;
  const answered = selected.length > 0 || text.trim() !== "" || tf !== null || chosen.some(Boolean);

  return (
    <>
      <DialogHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview · as a learner sees it</p>
        <DialogTitle className="leading-snug">{question.title}</DialogTitle>
        <DialogDescription className="sr-only">How this question appears to a learner.</DialogDescription>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <TypeBadge type={type} />
          <DifficultyBadge difficulty={question.difficulty} />
          <Badge variant="secondary">{question.category}</Badge>
        </div>
      </DialogHeader>

      <div className="grid gap-4 text-sm" data-testid="question-preview">
        <RichText text={question.description} format={f} type={type} />

        {type === "multiple-choice" && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{question.multipleAnswers ? "Choose one or more answers" : "Choose one answer"}</legend>
            {question.answers.map((a, i) => {
              const checked = selected.includes(i);
              return (
                <label
                  key={i}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-muted has-[:checked]:border-primary",
                    revealed && a.weight > 0 && "border-success bg-success/10",
                  )}
                >
                  <input
                    type={question.multipleAnswers ? "checkbox" : "radio"}
                    name={name}
                    checked={checked}
                    onChange={() => setSelected(question.multipleAnswers ? (checked ? selected.filter((s) => s !== i) : [...selected, i]) : [i])}
                    className="mt-0.5 accent-primary"
                  />
                  <span className="grid gap-1">
                    <span className="flex gap-1">
                      <span>{OPTION_LETTERS[i] ?? i + 1}.</span>
                      <RichText text={a.text} format={f} inline />
                    </span>
                    {revealed && (
                      <span className="text-xs text-muted-foreground">
                        {percent(a.weight)}
                        {a.feedback && checked ? " · " : ""}
                        {a.feedback && checked && <RichText text={a.feedback} format={f} inline />}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}

        {type === "true-false" && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">Choose one answer</legend>
            {TRUE_FALSE_ANSWERS.map((answer) => (
              <label
                key={answer}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-muted has-[:checked]:border-primary",
                  revealed && answer === question.correctAnswer && "border-success bg-success/10",
                )}
              >
                <input type="radio" name={name} checked={tf === answer} onChange={() => setTf(answer)} className="mt-0.5 accent-primary" />
                <span>{answer}</span>
              </label>
            ))}
          </fieldset>
        )}

        {(type === "short-answer" || type === "numerical") && (
          <div className="grid gap-2">
            <Label htmlFor={`${name}-answer`}>{type === "numerical" ? "Your answer (a number)" : "Your answer"}</Label>
            <Input id={`${name}-answer`} value={text} onChange={(e) => setText(e.target.value)} inputMode={type === "numerical" ? "decimal" : undefined} autoComplete="off" className="sm:w-72" />
          </div>
        )}

        {type === "matching" && (
          <div className="grid gap-2">
            <p className="font-medium">Match each item with its answer</p>
            {question.pairs
              .filter((p) => p.question)
              .map((p, i) => (
                <MatchRow
                  key={i}
                  id={`${name}-match-${i}`}
                  item={p.question}
                  format={f}
                  value={chosen[i]}
                  choices={matchChoices}
                  onChange={(answer) => setChosen(chosen.map((c, j) => (j === i ? answer : c)))}
                  className="grid items-center gap-2 rounded-md border p-3 sm:grid-cols-[1fr_14rem]"
                  selectClassName={cn("h-9 rounded-md border border-input bg-background px-2 text-sm", revealed && (chosen[i] === p.answer ? "border-success" : "border-destructive"))}
                />
              ))}
          </div>
        )}

        {(type === "essay" || type === "code") && (
          <div className="grid gap-2">
            <Label htmlFor={`${name}-answer`}>{type === "code" ? "Your code" : "Your answer"}</Label>
            <Textarea id={`${name}-answer`} rows={type === "code" ? 6 : 4} spellCheck={type !== "code"} className={cn(type === "code" && "font-mono")} />
          </div>
        )}

        <div aria-live="polite" className="grid gap-2" data-testid="preview-outcome">
          {revealed && <Outcome question={question} result={result} answered={answered} tfChoice={tf} />}
        </div>
        {type !== "description" && <ItemStatsPanel questionId={question._id} />}
      </div>

      <DialogFooter className="gap-2 sm:justify-between">
        <div className="flex gap-2">
          {onPrevious && (
            <Button type="button" variant="outline" size="sm" onClick={onPrevious}>
              <ChevronLeft aria-hidden="true" /> Previous
            </Button>
          )}
          {onNext && (
            <Button type="button" variant="outline" size="sm" onClick={onNext}>
              Next <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
        {type !== "description" && (
          <Button type="button" variant="secondary" aria-expanded={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? "Hide answer" : answered && type !== "essay" && type !== "code" ? "Check answer" : "Show answer"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function Outcome({ question, result, answered, tfChoice }: { question: Question; result: GradeResult | null; answered: boolean; tfChoice: "True" | "False" | null }) {
  const f = question.textFormat;
  const type = question.type;
  const correct = (() => {
    switch (type) {
      case "multiple-choice":
        return question.answers
          .flatMap((a, i) => (a.weight > 0 ? [`${OPTION_LETTERS[i] ?? i + 1}. ${a.text}${a.weight < 100 ? ` (${percent(a.weight)})` : ""}`] : []))
          .join(", ");
      case "true-false":
        return question.correctAnswer;
      case "short-answer":
      case "numerical":
        return question.answers
          .filter((a) => a.weight > 0)
          .map((a) => `${a.text}${type === "numerical" && a.tolerance ? ` ± ${a.tolerance}` : ""}${a.weight < 100 ? ` (${percent(a.weight)})` : ""}`)
          .join(", ");
      case "matching":
        return question.pairs.filter((p) => p.question).map((p) => `${p.question} → ${p.answer}`).join("; ");
      default:
        return null;
    }
  })();
  // True/false feedback belongs to the answer the learner chose.
  const tfFeedback = tfChoice === "True" ? question.trueFeedback : tfChoice === "False" ? question.falseFeedback : "";
  return (
    <>
      {type === "essay" || type === "code" ? (
        question.correctAnswer === null ? (
          <p className="text-muted-foreground">No model answer has been set for this question yet.</p>
        ) : (
          <>
            <p className="font-medium">Model answer</p>
            {type === "code" ? <CodeBlock code={question.correctAnswer} /> : <RichText text={question.correctAnswer} format={f} />}
          </>
        )
      ) : !correct ? (
        <p className="text-muted-foreground">No correct answer has been set for this question yet.</p>
      ) : (
        <p>
          {answered && result && (
            <strong className={result.fraction >= 1 ? "text-success" : result.fraction > 0 ? "text-warning" : "text-destructive"}>
              {result.fraction >= 1 ? "Correct! " : result.fraction > 0 ? `Partly correct: ${percent(result.fraction * 100)}. ` : "Not quite. "}
            </strong>
          )}
          Correct answer: <strong>{correct}</strong>
        </p>
      )}
      {answered && result?.feedback.map((fb, i) => <RichText key={i} text={fb} format={f} className="text-muted-foreground" />)}
      {tfFeedback && <RichText text={tfFeedback} format={f} className="text-muted-foreground" />}
      {question.generalFeedback && (
        <div className="grid gap-1 rounded-md border bg-muted/50 p-3">
          <p className="font-medium">Feedback</p>
          <RichText text={question.generalFeedback} format={f} />
        </div>
      )}
    </>
  );
}
