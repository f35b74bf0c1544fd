"use client";

// The course page's ratings and reviews: the average and count, the latest reviews, the form an
// enrolled learner rates with (one review each, editable) and, for admins, hiding a review.
// Always read fresh from the API: the page around it is static and cached for a minute.
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { LoadingBlocks } from "@/components/data-list/loading-blocks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { QueryProvider } from "@/components/providers/query-provider";
import { useAuthState } from "@/features/catalog/client";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { reviewsQuery, useHideReview, useSaveReview, type ReviewSummary } from "./queries";
import { MAX_REVIEW_CHARS } from "../schema";
import { formatDate } from "@/lib/utils";
import { StarPicker, Stars } from "./stars";

export function CourseReviews({ courseId }: { courseId: string }) {
  return (
    <QueryProvider>
      <Reviews courseId={courseId} />
    </QueryProvider>
  );
}

function Reviews({ courseId }: { courseId: string }) {
  const auth = useAuthState();
  // Wait for the visitor check: the answer differs for a signed-in learner (their own review).
  const summary = useQuery({ ...reviewsQuery(courseId), enabled: auth.status !== "loading" });
  const admin = auth.status === "signed-in" && auth.user.role === "admin";

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="flex scroll-mt-24 flex-col gap-4">
      <h2 id="reviews-title" className="text-xl font-semibold">
        Ratings and reviews
      </h2>
      {summary.isPending ? (
        <LoadingBlocks label="Loading reviews" className="grid gap-3" blocks={["h-16 w-64", "h-24 w-full"]} />
      ) : summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border p-4 text-sm">
          <span>The reviews could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-4 rounded-xl border p-5" data-testid="rating-summary">
            <span className="text-4xl font-bold tabular-nums">{summary.data.count ? summary.data.average.toFixed(1) : "–"}</span>
            <div>
              <Stars value={summary.data.average} />
              <p className="text-sm text-muted-foreground">
                {summary.data.count ? `Average of ${summary.data.count} rating${summary.data.count === 1 ? "" : "s"}, out of 5` : "No ratings yet"}
              </p>
            </div>
          </div>
          {summary.data.canReview ? (
            <ReviewForm key={summary.data.mine?.updatedAt ?? "new"} courseId={courseId} mine={summary.data.mine ?? null} />
          ) : auth.status === "signed-in" && auth.user.role === "user" ? (
            <p className="text-sm text-muted-foreground">Enroll in this course to rate it.</p>
          ) : null}
          <ReviewList courseId={courseId} summary={summary.data} admin={admin} />
        </>
      )}
    </section>
  );
}

function ReviewForm({ courseId, mine }: { courseId: string; mine: ReviewSummary["mine"] }) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.review ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReview(courseId);
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError("Choose a rating from 1 to 5 stars");
      return;
    }
    setError(null);
    save.mutate(
      { rating, review: text.trim() || null },
      {
        onSuccess: () => toast.success(mine ? "Your review was updated" : "Thank you for your review"),
        onError: (e) => setError(e instanceof ApiRequestError ? (Object.values(e.fieldErrors)[0]?.[0] ?? errorMessage(e)) : errorMessage(e, "Your review was not saved.")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {mine ? "Your review" : "Rate this course"}
      </h3>
      {mine?.hidden && <p className="text-sm text-muted-foreground">An administrator has hidden your review from other learners. You can still edit it.</p>}
      <StarPicker name={`${id}-rating`} value={rating} onChange={setRating} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} />
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Review <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <Textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} maxLength={MAX_REVIEW_CHARS} rows={4} placeholder="What did you like? What could be better?" />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : mine ? "Update review" : "Submit review"}
      </Button>
    </form>
  );
}

function ReviewList({ courseId, summary, admin }: { courseId: string; summary: ReviewSummary; admin: boolean }) {
  const hide = useHideReview(courseId);
  if (summary.reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews yet. Enrolled learners can be the first to write one.</p>;
  return (
    <ul className="grid gap-3" aria-label="Latest reviews">
      {summary.reviews.map((r) => (
        <li key={r.id} className="grid gap-1.5 rounded-xl border p-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{r.learnerName}</span>
            <Stars value={r.rating} />
            <span className="sr-only">{r.rating} out of 5 stars</span>
            <span className="text-xs text-muted-foreground">{formatDate(r.updatedAt)}</span>
            {r.hidden && <Badge variant="outline">Hidden</Badge>}
            {admin && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                disabled={hide.isPending}
                onClick={() =>
                  hide.mutate(
                    { reviewId: r.id, hidden: !r.hidden },
                    {
                      onSuccess: () => toast.success(r.hidden ? "Review shown again" : "Review hidden"),
                      onError: (e) => toast.error("Could not change the review", { description: errorMessage(e, "Please try again.") }),
                    },
                  )
                }
              >
                {r.hidden ? "Show review" : "Hide review"}
                <span className="sr-only"> by {r.learnerName}</span>
              </Button>
            )}
          </div>
          {r.review && <p className="text-sm whitespace-pre-line">{r.review}</p>}
        </li>
      ))}
    </ul>
  );
}
