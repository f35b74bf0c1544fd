"use client";

// Item statistics of a question (docs/domain/quizzes.md), as Moodle's quiz statistics report shows them:
// attempts, facility (mean score), discrimination (r with the rest of the attempt) and a flag
// when the question is too easy, too hard or discriminates negatively.
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { questionStatsQueryOptions } from "@/features/grading/client";
import type { QuestionStats } from "@/features/grading";

export const FLAG_LABELS: Record<QuestionStats["flags"][number], string> = {
  "too-easy": "Too easy",
  "too-hard": "Too hard",
  "negative-discrimination": "Negative discrimination",
};

const pct = (v: number | null) => (v === null ? "–" : `${Math.round(v * 100)}%`);
const corr = (v: number | null) => (v === null ? "–" : v.toFixed(2));

export function ItemFlags({ flags }: { flags: QuestionStats["flags"] }) {
  return flags.map((f) => (
    <Badge key={f} variant={f === "too-easy" ? "warning" : "destructive"}>
      {FLAG_LABELS[f]}
    </Badge>
  ));
}

/** The Questions table's cell: compact, with full words for screen readers. */
export function ItemStatsCell({ stats }: { stats?: QuestionStats }) {
  if (!stats || stats.attempts === 0) return <span className="text-muted-foreground">No attempts</span>;
  return (
    <span className="grid gap-1" data-testid="item-stats">
      <span className="text-xs whitespace-nowrap tabular-nums">
        {stats.attempts} attempt{stats.attempts === 1 ? "" : "s"} · <abbr title="Facility: mean score">F</abbr> {pct(stats.facility)} · <abbr title="Discrimination: correlation with the rest of the attempt">D</abbr> {corr(stats.discrimination)}
      </span>
      {stats.flags.length > 0 && (
        <span className="flex flex-wrap gap-1">
          <ItemFlags flags={stats.flags} />
        </span>
      )}
    </span>
  );
}

/** The details dialog's section, read from GET /api/questions/{id}/stats. */
export function ItemStatsPanel({ questionId }: { questionId: string }) {
  const stats = useQuery(questionStatsQueryOptions(questionId));
  return (
    <section aria-label="Item statistics" className="grid gap-2 rounded-md border p-3" data-testid="item-stats-panel">
      <h3 className="text-sm font-medium">Item statistics</h3>
      {stats.isError ? (
        <p className="text-sm text-muted-foreground">The statistics could not be loaded.</p>
      ) : !stats.data ? (
        <Skeleton className="h-10" />
      ) : stats.data.attempts === 0 ? (
        <p className="text-sm text-muted-foreground">No learner has answered this question in a quiz yet.</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Attempts</dt>
              <dd className="font-semibold tabular-nums">{stats.data.attempts}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Facility</dt>
              <dd className="font-semibold tabular-nums">{pct(stats.data.facility)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Discrimination</dt>
              <dd className="font-semibold tabular-nums">{corr(stats.data.discrimination)}</dd>
            </div>
          </dl>
          {stats.data.flags.length > 0 && (
            <div className="flex flex-wrap gap-1">
              <ItemFlags flags={stats.data.flags} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
