"use client";

// A finished attempt: the result (score, percent, passed or not, or waiting for grading) and, as
// the quiz's review setting allows, each question with the learner's answer, the right answer,
// the mark and the feedback. An essay or code answer shows "Waiting for grading" until staff
// mark it, then the grader's mark and feedback.
import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, CircleDashed, Hourglass, RotateCcw, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CodeBlock } from "@/features/questions/client";
import { RichText } from "@/features/questions/client";
import { attemptQueryOptions, type AttemptResponse } from "../queries";
import type { ReviewMode } from "../../schema";
import type { TextFormat } from "@/features/questions";
import { cn } from "@/lib/utils";
import { describeAnswer } from "./answers";
import { LoadFailed, LoadingBlocks } from "./load-states";

type Attempt = AttemptResponse["data"]["attempt"];
type ReviewItem = NonNullable<Attempt["review"]>[number];

const fmt = (n: number) => String(Math.round(n * 100) / 100);

export const REVIEW_TEXT: Record<ReviewMode, string> = {
  immediately: "You can review each attempt as soon as you submit it.",
  "after-last-attempt": "The review opens once you have used every attempt allowed.",
  never: "This quiz does not show a review of your answers.",
};

type Props = { attemptId: string; passPercent: number; review: ReviewMode; onBack: () => void; onRetry?: () => void; retrying?: boolean };

export function AttemptReview({ attemptId, passPercent, review, onBack, onRetry, retrying }: Props) {
  const query = useQuery(attemptQueryOptions(attemptId));
  // The screen replaces the attempt or the start panel: focus its heading, so the result is read.
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [loaded]);
  if (query.isPending) {
    return <LoadingBlocks label="Loading your result" heights={["h-28", "h-40"]} />;
  }
  if (query.isError) {
    return (
      <LoadFailed title="This attempt could not be loaded." error={query.error}>
        <Button variant="outline" className="w-fit" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to the quiz
        </Button>
      </LoadFailed>
    );
  }
  const a = query.data;
  const waiting = a.status === "needs-grading";
  const byId = new Map(a.questions.map((q) => [q.id, q]));
  return (
    <section aria-labelledby="result-heading" className="grid gap-5" data-testid="quiz-review">
      <div
        className={cn(
          "grid grid-cols-[auto_minmax(0,1fr)] items-center gap-4 rounded-xl border p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:p-6",
          waiting ? "bg-muted/40" : a.passed ? "border-success/40 bg-success/10" : "border-destructive/30 bg-destructive/5",
        )}
      >
        <span className={cn("flex size-10 items-center sm:size-12 justify-center rounded-full", waiting ? "bg-muted" : a.passed ? "bg-success/15" : "bg-destructive/10")}>
          {waiting ? <Hourglass className="size-6 text-muted-foreground" aria-hidden /> : a.passed ? <CheckCircle2 className="size-6 text-success" aria-hidden /> : <XCircle className="size-6 text-destructive" aria-hidden />}
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id="result-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none" data-testid="attempt-result">
            Attempt {a.number}: {waiting ? "waiting for grading" : a.passed ? "passed" : "not passed"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {waiting
              ? "Some answers are marked by a member of staff. Your result is final once they are, and we will email you."
              : a.passed
                ? "Well done: this lesson now counts as complete."
                : `You need ${fmt(passPercent)}% to pass.`}
          </p>
        </div>
        <dl className="col-span-2 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1 border-t pt-3 text-sm sm:col-span-1 sm:justify-end sm:border-t-0 sm:pt-0 sm:text-right">
          <dt className="text-muted-foreground">Score</dt>
          <dd className="font-semibold tabular-nums" data-testid="attempt-score">
            {fmt(a.score ?? 0)} / {fmt(a.maxScore)}
          </dd>
          <dt className="text-muted-foreground">{waiting ? "So far" : "Percent"}</dt>
          <dd className="font-semibold tabular-nums" data-testid="attempt-percent">
            {fmt(a.percent ?? 0)}%
          </dd>
        </dl>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to the quiz
        </Button>
        {onRetry && !waiting && (
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden /> {retrying ? "Starting…" : "Try again"}
          </Button>
        )}
      </div>

      {a.review ? (
        <div className="grid gap-4">
          <h2 className="text-lg font-semibold">Review</h2>
          <ol className="grid gap-4">
            {a.review.map((item, i) => (
              <ReviewCard key={item.questionId} item={item} index={i} question={byId.get(item.questionId)} />
            ))}
          </ol>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">{REVIEW_TEXT[review]}</p>
      )}
    </section>
  );
}

function ReviewCard({ item, index, question }: { item: ReviewItem; index: number; question: Attempt["questions"][number] | undefined }) {
  const format = (question?.textFormat ?? "plain") as TextFormat;
  const manual = item.type === "essay" || item.type === "code";
  const pending = item.score === null;
  const full = !pending && item.score! >= item.mark;
  const part = !pending && !full && item.score! > 0;
  const given = describeAnswer(question, item.answer);
  if (item.type === "description") return null;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`review-${item.questionId}`} data-testid="review-question">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Question {index + 1}</p>
          <h3 id={`review-${item.questionId}`} className="font-semibold">
            {item.title}
          </h3>
        </div>
        {pending ? (
          <Badge variant="secondary">
            <CircleDashed aria-hidden /> Waiting for grading
          </Badge>
        ) : (
          <Badge variant={full ? "success" : part ? "warning" : "destructive"}>
            {manual ? "Graded" : full ? "Correct" : part ? "Partly correct" : "Incorrect"} · {fmt(item.score!)} / {fmt(item.mark)}
          </Badge>
        )}
      </div>
      {question?.description.trim() && (
        <div className="text-sm text-muted-foreground">
          <RichText text={question.description} format={format} type={question.type} />
        </div>
      )}
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">Your answer</dt>
          <dd>
            {given === null ? (
              <span className="text-muted-foreground italic">No answer</span>
            ) : item.type === "code" ? (
              <CodeBlock code={given} />
            ) : (
              <span className="whitespace-pre-wrap">{given}</span>
            )}
          </dd>
        </div>
        {item.rightAnswer !== null && (
          <div className="grid gap-1">
            <dt className="font-medium">Right answer</dt>
            <dd className="whitespace-pre-wrap">{item.rightAnswer}</dd>
          </div>
        )}
        <div className="grid gap-1">
          <dt className="font-medium">Mark</dt>
          <dd className="tabular-nums">{pending ? `Not marked yet (out of ${fmt(item.mark)})` : `${fmt(item.score!)} out of ${fmt(item.mark)}`}</dd>
        </div>
        {item.feedback.trim() && (
          <div className="grid gap-1 rounded-lg bg-muted/50 p-3">
            <dt className="font-medium">Feedback</dt>
            <dd data-testid="review-feedback">
              <RichText text={item.feedback} format={format} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
