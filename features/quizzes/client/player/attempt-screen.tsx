"use client";

// The attempt: every question on one page in the attempt's fixed order, a bar that stays in view
// with the time left, the save state and how many are answered, and Submit (which asks first when
// questions are unanswered). Answers autosave; when time runs out the attempt is submitted with
// what was saved.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AlertTriangle, Check, CloudOff, Loader2, Send } from "lucide-react";
import { ConfirmDialog } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { useSubmitAttempt, type AttemptResponse, type SubmitResponse } from "../queries";
import { cn } from "@/lib/utils";
import { answerable, isAnswered } from "./answers";
import { QuestionField } from "./question-field";
import { QuizTimer } from "./quiz-timer";
import { useAutosave, type Answers, type SaveState } from "./use-autosave";

type Attempt = AttemptResponse["data"]["attempt"];

const SAVE_TEXT: Record<SaveState, string> = {
  saved: "Saved",
  pending: "Saving…",
  saving: "Saving…",
  retrying: "Not saved — retrying",
  closed: "Not saved",
};

function SaveIndicator({ state }: { state: SaveState }) {
  const Icon = state === "saved" ? Check : state === "retrying" || state === "closed" ? CloudOff : Loader2;
  const failing = state === "retrying" || state === "closed";
  return (
    <>
      <p className={cn("inline-flex items-center gap-1.5 text-sm", failing ? "font-medium text-destructive" : "text-muted-foreground")}>
        <Icon className={cn("size-4", (state === "saving" || state === "pending") && "motion-safe:animate-spin")} aria-hidden />
        <span data-testid="save-state">{SAVE_TEXT[state]}</span>
      </p>
      {/* Saving is silent for a screen reader; only a failure is spoken. */}
      <p className="sr-only" aria-live="polite">
        {state === "retrying" ? "Your latest answers are not saved yet. Retrying." : ""}
      </p>
    </>
  );
}

type Props = {
  attempt: Attempt;
  onSubmitted: (result: SubmitResponse["data"]) => void;
  onClosed: (message: string) => void;
};

export function AttemptScreen({ attempt, onSubmitted, onClosed }: Props) {
  const submit = useSubmitAttempt(attempt.id);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closed = useCallback(
    (e: ApiRequestError) => onClosed(e.body?.code === "ATTEMPT_CLOSED" ? "Time is up: this attempt was submitted with the answers saved before the deadline." : errorMessage(e, "This attempt is no longer open.")),
    [onClosed],
  );
  const { answers, state, setAnswer, flush, forget } = useAutosave(attempt.id, attempt.answers as Answers, closed);

  const questions = attempt.questions;
  // Descriptions inform and are not numbered.
  const numbers = useMemo(() => questions.map((q, i) => (answerable(q) ? questions.slice(0, i + 1).filter(answerable).length : null)), [questions]);
  const total = numbers.filter((n) => n !== null).length;
  const answered = questions.filter((q) => answerable(q) && isAnswered(answers[q.id])).length;
  const unanswered = total - answered;

  const finish = useCallback(async () => {
    setConfirm(false);
    setError(null);
    // Whatever is still on its way is sent first; a refusal (time up) still submits what was saved.
    await flush();
    submit.mutate(undefined, {
      onSuccess: (result) => {
        forget();
        onSubmitted(result);
      },
      onError: (e) => setError(errorMessage(e, "Your attempt could not be submitted. Your answers are saved; please try again.")),
    });
  }, [flush, forget, onSubmitted, submit]);

  const onExpire = useCallback(() => void finish(), [finish]);

  // The start button is gone once the attempt opens: focus lands on the attempt's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  // N and P move between lessons in the player; inside the attempt they must never leave the page.
  const keepKeys = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable) return;
    if (!event.altKey && !event.ctrlKey && !event.metaKey && /^[np]$/i.test(event.key)) event.preventDefault();
  };

  return (
    <section aria-labelledby="attempt-heading" className="grid gap-5" onKeyDown={keepKeys} data-testid="quiz-attempt">
      <div className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2.5 backdrop-blur sm:-mx-8 sm:px-8">
        <div className="flex items-center gap-3">
          <h2 id="attempt-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
            Attempt {attempt.number}
          </h2>
          <div className="ml-auto flex items-center gap-2">
            {attempt.dueAt && <QuizTimer dueAt={attempt.dueAt} onExpire={onExpire} />}
            <Button onClick={() => (unanswered > 0 ? setConfirm(true) : void finish())} disabled={submit.isPending || state === "closed"}>
              <Send aria-hidden /> {submit.isPending ? "Submitting…" : "Submit"}
              <span className="sr-only"> attempt {attempt.number}</span>
            </Button>
          </div>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="answered-count">
            {answered} of {total} answered
          </p>
          <SaveIndicator state={state} />
          <nav aria-label="Questions" className="hidden flex-wrap gap-1.5 sm:ml-auto sm:flex">
            {questions.map((q, i) =>
              numbers[i] === null ? null : (
                <a
                  key={q.id}
                  href={`#question-${q.id}`}
                  className={cn(
                    "flex size-7 items-center justify-center rounded-md border text-xs font-medium tabular-nums hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                    isAnswered(answers[q.id]) && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
                  )}
                  aria-label={`Question ${numbers[i]}, ${isAnswered(answers[q.id]) ? "answered" : "not answered"}`}
                >
                  {numbers[i]}
                </a>
              ),
            )}
          </nav>
        </div>
      </div>

      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
        </p>
      )}

      <ol className="grid gap-4">
        {questions.map((q, i) => (
          <li key={q.id} id={`question-${q.id}`} className="scroll-mt-40 rounded-xl border bg-card p-4 sm:p-6" data-testid="attempt-question">
            <QuestionField question={q} number={numbers[i]} value={answers[q.id]} onChange={(v) => setAnswer(q.id, v)} disabled={state === "closed" || submit.isPending} />
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/30 p-4">
        <p className="text-sm text-muted-foreground">
          {unanswered === 0 ? "Every question has an answer." : `${unanswered} ${unanswered === 1 ? "question has" : "questions have"} no answer yet.`} You cannot change your answers after
          submitting.
        </p>
        <Button onClick={() => (unanswered > 0 ? setConfirm(true) : void finish())} disabled={submit.isPending || state === "closed"}>
          <Send aria-hidden /> Submit attempt
        </Button>
      </div>

      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Submit with ${unanswered === 1 ? "1 question" : `${unanswered} questions`} unanswered?`}
        description="Unanswered questions score nothing, and you cannot change your answers after submitting."
        confirmLabel="Submit anyway"
        cancelLabel="Keep answering"
        onConfirm={() => void finish()}
      />
    </section>
  );
}
