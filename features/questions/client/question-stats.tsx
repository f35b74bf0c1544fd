// Counts by difficulty and by type, over every question the current filters select.
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { QuestionList } from "./queries";
import { DIFFICULTIES, QUESTION_TYPES } from "@/lib/validation/common";
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from "../schema";
import { cn } from "@/lib/utils";

const ACCENT = { easy: "bg-success", medium: "bg-warning", hard: "bg-destructive" } as const;

function Stat({ label, value, accent, children }: { label: string; value?: number | string; accent?: string; children?: React.ReactNode }) {
  return (
    <Card className="gap-1 px-5 py-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {accent && <span aria-hidden="true" className={cn("size-2 rounded-full", accent)} />}
        {label}
      </p>
      {value === undefined ? <Skeleton className="h-8 w-12" /> : <p className="text-2xl font-semibold tabular-nums">{value}</p>}
      {children}
    </Card>
  );
}

/**
 * A search that matched more questions than the server counts (`totalCapped`) shows its total as
 * "1,000+" and no counts by type or difficulty ("—"): the server skips them then (`counts` null).
 */
export function QuestionStats({ data }: { data?: Pick<QuestionList, "results" | "counts" | "totalCapped"> }) {
  const counts = data?.counts;
  return (
    <section aria-labelledby="question-stats-heading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <h2 id="question-stats-heading" className="sr-only">
        Question counts
      </h2>
      <Stat label="Total questions" value={data?.totalCapped ? `${data.results.toLocaleString("en-US")}+` : data?.results}>
        {counts && <p className="text-xs text-muted-foreground">{QUESTION_TYPES.map((t) => `${QUESTION_TYPE_LABELS[t]} ${counts.type[t]}`).join(" · ")}</p>}
      </Stat>
      {DIFFICULTIES.map((d) => (
        <Stat key={d} label={DIFFICULTY_LABELS[d]} value={data ? (counts?.difficulty[d] ?? "—") : undefined} accent={ACCENT[d]} />
      ))}
    </section>
  );
}
