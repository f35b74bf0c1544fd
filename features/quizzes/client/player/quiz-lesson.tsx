"use client";

// A quiz lesson in the player. Which screen shows is in the address (?attempt={id} while
// answering, ?review={id} for a result), so a reload lands on the same screen: the start panel,
// the attempt (answers as saved, same questions and option order), or a result and its review.
import { useCallback, useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { attemptQueryOptions, quizAttemptsQueryOptions, useStartAttempt } from "../queries";
import { AttemptReview } from "./attempt-review";
import { AttemptScreen } from "./attempt-screen";
import { StartPanel } from "./start-panel";
import { LoadFailed, LoadingBlocks } from "./load-states";

type Props = { courseId: string; lessonId: string; recording: boolean };

export function QuizLesson({ courseId, lessonId, recording }: Props) {
  if (!recording) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden /> Learners take this quiz here: its rules, their attempts and results. Attempts are not recorded in a preview.
      </p>
    );
  }
  return <LearnerQuiz courseId={courseId} lessonId={lessonId} />;
}

const startError = (e: unknown) =>
  e instanceof ApiRequestError && e.body?.code === "NO_ATTEMPTS_LEFT"
    ? "You have used every attempt allowed for this quiz."
    : e instanceof ApiRequestError && e.body?.code === "QUIZ_UNAVAILABLE"
      ? "This quiz cannot start right now: it needs questions that are no longer in the question bank. Please let the course team know."
      : errorMessage(e, "The attempt could not be started. Please try again.");

function LearnerQuiz({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const attemptId = search.get("attempt");
  const reviewId = search.get("review");
  const list = useQuery(quizAttemptsQueryOptions(courseId, lessonId));
  const start = useStartAttempt(courseId, lessonId);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const go = useCallback((query: string | null) => router.replace(query ? `${pathname}?${query}` : pathname), [pathname, router]);

  const begin = () => {
    setError(null);
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (data) => go(`attempt=${data.attempt.id}`),
      onError: (e) => {
        setError(startError(e));
        void list.refetch();
        if (reviewId) go(null);
      },
    });
  };

  if (attemptId) {
    return (
      <AttemptView
        attemptId={attemptId}
        onSubmitted={() => go(`review=${attemptId}`)}
        onClosed={(message) => {
          setNotice(message);
          go(`review=${attemptId}`);
        }}
        onBack={() => go(null)}
      />
    );
  }

  if (list.isPending) {
    return <LoadingBlocks label="Loading the quiz" heights={["h-40", "h-16"]} />;
  }
  if (list.isError) {
    return (
      <LoadFailed title="This quiz could not be loaded." error={list.error}>
        <Button variant="outline" className="w-fit" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </LoadFailed>
    );
  }

  const data = list.data;
  const open = data.attempts.some((a) => a.status === "open");
  const canRetry = !open && (data.attemptsLeft === null || data.attemptsLeft > 0);

  if (reviewId) {
    return (
      <div className="grid gap-4">
        {notice && (
          <p role="alert" className="rounded-lg border border-warning/50 bg-background p-3 text-sm font-medium text-warning">
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive" data-testid="quiz-error">
            {error}
          </p>
        )}
        <AttemptReview
          key={reviewId}
          attemptId={reviewId}
          passPercent={data.quiz.passPercent}
          review={data.quiz.review}
          onBack={() => {
            setNotice(null);
            go(null);
          }}
          onRetry={canRetry ? begin : undefined}
          retrying={start.isPending}
        />
      </div>
    );
  }

  return <StartPanel data={data} onStart={begin} starting={start.isPending} onReview={(id) => go(`review=${id}`)} error={error} />;
}

function AttemptView({ attemptId, onSubmitted, onClosed, onBack }: { attemptId: string; onSubmitted: () => void; onClosed: (message: string) => void; onBack: () => void }) {
  // Always read fresh from the server: what it has saved is what the screen starts from.
  const query = useQuery({ ...attemptQueryOptions(attemptId), refetchOnMount: "always", staleTime: 0 });
  // Submitting here refreshes the attempt too: that closed attempt is this screen's own doing.
  const [submitted, setSubmitted] = useState(false);
  const finished = query.data && query.data.status !== "open";
  useEffect(() => {
    // Opened after its time ran out (or submitted in another tab): the server has submitted it.
    if (finished && query.isFetchedAfterMount && !submitted) onClosed("This attempt is closed: it was submitted, with the answers saved before its deadline.");
  }, [finished, query.isFetchedAfterMount, onClosed, submitted]);

  if (query.isError) {
    return (
      <LoadFailed title="This attempt could not be loaded." error={query.error}>
        <Button variant="outline" className="w-fit" onClick={onBack}>
          Back to the quiz
        </Button>
      </LoadFailed>
    );
  }
  if (!query.data || !query.isFetchedAfterMount || finished) {
    return <LoadingBlocks label="Loading your attempt" heights={["h-24", "h-48"]} />;
  }
  return (
    <AttemptScreen
      attempt={query.data}
      onSubmitted={() => {
        setSubmitted(true);
        onSubmitted();
      }}
      onClosed={onClosed}
    />
  );
}
