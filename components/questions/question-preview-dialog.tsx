"use client";

// Preview: the question as a learner would see it, answerable but not recorded, with the answer
// behind a button. Code keeps its formatting (<pre><code>).
import { useId, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Question } from "@/lib/queries/questions";
import { OPTION_SLOTS, TRUE_FALSE_ANSWERS } from "@/lib/validations/question";
import { cn } from "@/lib/utils";
import { DifficultyBadge, TypeBadge } from "./question-badges";
import { CodeBlock, QuestionText } from "./question-text";

type Props = {
  question: Question | null;
  onOpenChange: (open: boolean) => void;
  onPrevious?: () => void;
  onNext?: () => void;
};

export function QuestionPreviewDialog({ question, onOpenChange, onPrevious, onNext }: Props) {
  return (
    <Dialog open={question !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {question && <PreviewBody key={question._id} question={question} onPrevious={onPrevious} onNext={onNext} />}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ question, onPrevious, onNext }: { question: Question; onPrevious?: () => void; onNext?: () => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const name = useId();
  const choices =
    question.type === "multiple-choice"
      ? question.options.map((text, i) => ({ value: text, label: `${OPTION_SLOTS[i] ?? i + 1}. ${text}` }))
      : question.type === "true-false"
        ? TRUE_FALSE_ANSWERS.map((a) => ({ value: a, label: a }))
        : [];
  const answerLabel = choices.find((c) => c.value === question.correctAnswer)?.label ?? question.correctAnswer;

  return (
    <>
      <DialogHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview · as a learner sees it</p>
        <DialogTitle className="leading-snug">{question.title}</DialogTitle>
        <DialogDescription className="sr-only">How this question appears to a learner.</DialogDescription>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <TypeBadge type={question.type} />
          <DifficultyBadge difficulty={question.difficulty} />
          <Badge variant="secondary">{question.category}</Badge>
        </div>
      </DialogHeader>

      <div className="grid gap-4 text-sm" data-testid="question-preview">
        <QuestionText text={question.description} type={question.type} />

        {choices.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">Choose one answer</legend>
            {choices.map((c) => {
              const isCorrect = revealed && c.value === question.correctAnswer;
              return (
                <label
                  key={c.value}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-muted has-[:checked]:border-primary",
                    isCorrect && "border-success bg-success/10",
                  )}
                >
                  <input type="radio" name={name} value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} className="mt-0.5 accent-primary" />
                  <span className="whitespace-pre-wrap">{c.label}</span>
                </label>
              );
            })}
          </fieldset>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={`${name}-answer`}>{question.type === "code" ? "Your code" : "Your answer"}</Label>
            <Textarea id={`${name}-answer`} rows={question.type === "code" ? 6 : 4} spellCheck={question.type !== "code"} className={cn(question.type === "code" && "font-mono")} />
          </div>
        )}

        <div aria-live="polite" className="grid gap-2">
          {revealed &&
            (question.correctAnswer === null ? (
              <p className="text-muted-foreground">No correct answer has been set for this question yet.</p>
            ) : choices.length > 0 ? (
              <p>
                {choice !== null && (choice === question.correctAnswer ? <strong className="text-success">Correct! </strong> : <strong className="text-destructive">Not quite. </strong>)}
                Correct answer: <strong>{answerLabel}</strong>
              </p>
            ) : (
              <>
                <p className="font-medium">Model answer</p>
                {question.type === "code" ? <CodeBlock code={question.correctAnswer} /> : <p className="whitespace-pre-wrap">{question.correctAnswer}</p>}
              </>
            ))}
        </div>
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
        <Button type="button" variant="secondary" aria-expanded={revealed} onClick={() => setRevealed((r) => !r)}>
          {revealed ? "Hide answer" : choices.length > 0 && choice !== null ? "Check answer" : "Show answer"}
        </Button>
      </DialogFooter>
    </>
  );
}
