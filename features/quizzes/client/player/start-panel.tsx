"use client";

// A quiz lesson before an attempt: its rules (questions, pass mark, time limit with the learner's
// extra time, attempts used and allowed, how the review works), the best result, every earlier
// attempt with its result, and Start / Resume.
import { CheckCircle2, Clock, Hash, ListChecks, Play, RotateCcw, Target, Trophy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AttemptListResponse } from "../queries";
import { formatMinutes } from "@/features/curriculum/client";
import { formatDate } from "@/lib/utils";
import { REVIEW_TEXT } from "./attempt-review";

type Data = AttemptListResponse["data"];
type Summary = Data["attempts"][number];

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** Whether the learner may read an attempt's review now (the server decides again). */
export function reviewOpen(data: Data, a: Summary): boolean {
  if (a.status === "open") return false;
  if (data.quiz.review === "immediately") return true;
  if (data.quiz.review === "never") return false;
  return data.attemptsLeft === 0 && !data.attempts.some((x) => x.status === "open");
}

function Fact({ icon: Icon, label, value, hint }: { icon: typeof Clock; label: string; value: string; hint?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5 rounded-lg border bg-background p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function StatusBadge({ a }: { a: Summary }) {
  if (a.status === "open") return <Badge variant="outline">In progress</Badge>;
  if (a.status === "needs-grading") return <Badge variant="secondary">Waiting for grading</Badge>;
  return a.passed ? <Badge variant="success">Passed</Badge> : <Badge variant="destructive">Not passed</Badge>;
}

type Props = {
  data: Data;
  onStart: () => void;
  starting: boolean;
  onReview: (id: string) => void;
  error: string | null;
};

export function StartPanel({ data, onStart, starting, onReview, error }: Props) {
  const { quiz, attempts, attemptsLeft, bestPercent, passed } = data;
  const open = attempts.find((a) => a.status === "open");
  const limit = quiz.timeLimitMinutes;
  const total = limit === null ? null : limit + quiz.extraMinutes;
  const canStart = Boolean(open) || attemptsLeft === null || attemptsLeft > 0;
  const label = open ? "Resume attempt" : attempts.length === 0 ? "Start attempt" : passed ? "Try again to improve" : "Start a new attempt";

  return (
    <section aria-labelledby="quiz-heading" className="grid gap-5" data-testid="quiz-start">
      <div className="grid gap-4 rounded-xl border bg-muted/20 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="quiz-heading" className="text-lg font-semibold">
            Quiz
          </h2>
          {passed && (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success" data-testid="quiz-passed">
              <CheckCircle2 className="size-4" aria-hidden /> Passed
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <Fact icon={ListChecks} label="Questions" value={String(quiz.questionCount)} />
          <Fact icon={Target} label="Pass mark" value={`${fmt(quiz.passPercent)}%`} />
          <Fact
            icon={Clock}
            label="Time limit"
            value={total === null ? "None" : formatMinutes(total)}
            hint={total !== null && quiz.extraMinutes > 0 ? `Includes ${formatMinutes(quiz.extraMinutes)} of extra time for you` : undefined}
          />
          <Fact
            icon={Hash}
            label="Attempts"
            value={quiz.maxAttempts === null ? `${attempts.length} used` : `${attempts.length} of ${quiz.maxAttempts} used`}
            hint={quiz.maxAttempts === null ? "Unlimited attempts" : undefined}
          />
        </dl>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
          <p className="inline-flex items-center gap-1.5">
            <Trophy className="size-4 text-muted-foreground" aria-hidden />
            Best score: <strong className="tabular-nums" data-testid="best-score">{bestPercent === null ? "none yet" : `${fmt(bestPercent)}%`}</strong>
            <span className="text-muted-foreground">(your best attempt counts)</span>
          </p>
          <p className="text-muted-foreground">{REVIEW_TEXT[quiz.review]}</p>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive" data-testid="quiz-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {canStart ? (
            <Button size="lg" onClick={onStart} disabled={starting}>
              {open ? <Play aria-hidden /> : attempts.length ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
              {starting ? "Starting…" : label}
            </Button>
          ) : (
            <p className="text-sm font-medium">You have used every attempt allowed for this quiz.</p>
          )}
          {canStart && !open && limit !== null && <p className="text-sm text-muted-foreground">The timer starts as soon as you begin, and your attempt is submitted when it ends.</p>}
        </div>
      </div>

      {attempts.length > 0 && (
        <div className="grid gap-3">
          <h2 className="text-base font-semibold">Your attempts</h2>
          <ul className="grid gap-2" data-testid="attempt-list">
            {[...attempts].reverse().map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3 text-sm" data-testid="attempt-row">
                <span className="font-medium">Attempt {a.number}</span>
                <StatusBadge a={a} />
                <span className="text-muted-foreground">{a.submittedAt ? `Submitted ${formatDate(a.submittedAt)}` : `Started ${formatDate(a.startedAt)}`}</span>
                {a.status !== "open" && (
                  <span className="tabular-nums">
                    {fmt(a.score ?? 0)} / {fmt(a.maxScore)} · {fmt(a.percent ?? 0)}%
                  </span>
                )}
                {a.status !== "open" && (
                  <Button variant="outline" size="sm" className="ml-auto" onClick={() => onReview(a.id)}>
                    {reviewOpen(data, a) ? "Review" : "Result"}
                    <span className="sr-only"> of attempt {a.number}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
