"use client";
// The grading queue: each waiting essay or code answer with its question, the learner's answer, and a
// form for the mark and feedback. Keyboard-first: every control is a labelled native field.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { LoadError } from "@/components/data-list/load-states";
import { ApiRequestError } from "@/lib/api/client";
import { gradingQueueQueryOptions, useGradeAnswer, type GradingQueueResponse } from "./queries";
import { gradeAnswerSchema } from "../schema";

type Item = GradingQueueResponse["data"]["items"][number];

const answerText = (answer: unknown) =>
  answer && typeof answer === "object" && "text" in answer && typeof (answer as { text: unknown }).text === "string" ? (answer as { text: string }).text : "";

function GradeForm({ item }: { item: Item }) {
  const grade = useGradeAnswer();
  const [score, setScore] = useState("");
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = item.answerId;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = gradeAnswerSchema.safeParse({ score: score.trim() === "" ? undefined : score, feedback });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the mark");
    if (parsed.data.score > item.maxScore) return setError(`Score must be at most ${item.maxScore}`);
    setError(null);
    grade.mutate(
      { answerId: id, score: parsed.data.score, feedback: parsed.data.feedback },
      {
        onSuccess: (res) => toast.success(res.data.attemptStatus === "graded" ? "Graded. The attempt is final and the learner has been emailed." : "Graded"),
        onError: (e) => setError(e instanceof ApiRequestError ? e.message : "Could not save the grade"),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`score-${id}`}>Score (out of {item.maxScore})</Label>
          <Input
            id={`score-${id}`}
            inputMode="decimal"
            value={score}
            onChange={(e) => setScore(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `error-${id}` : undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`feedback-${id}`}>Feedback</Label>
          <Textarea id={`feedback-${id}`} rows={3} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
        </div>
      </div>
      {error && (
        <p id={`error-${id}`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={grade.isPending}>
        {grade.isPending ? "Saving…" : "Save grade"}
      </Button>
    </form>
  );
}

export function GradingQueue() {
  const query = useQuery(gradingQueueQueryOptions(1));
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <LoadError message="The grading queue could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { items, total } = query.data;
  if (items.length === 0) return <p className="rounded-lg border p-6 text-muted-foreground">Nothing to grade. Essay and code answers appear here when a learner submits a quiz.</p>;
  return (
    <section aria-label="Answers waiting for a mark" className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} answer{total === 1 ? "" : "s"} waiting
      </p>
      {items.map((item) => (
        <Card key={item.answerId} role="article" aria-labelledby={`q-${item.answerId}`}>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2 id={`q-${item.answerId}`}>{item.questionTitle}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {item.learnerName} · {item.questionType === "code" ? "Code" : "Essay"}
              {item.submittedAt ? ` · submitted ${new Date(item.submittedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}` : ""}
            </p>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="whitespace-pre-wrap text-sm">{item.questionDescription}</p>
            <div className="space-y-1.5">
              <h3 className="text-sm font-medium">Answer</h3>
              <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm" tabIndex={0} aria-label={`${item.learnerName}'s answer`}>
                {answerText(item.answer) || "(no answer)"}
              </pre>
            </div>
            <GradeForm item={item} />
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
