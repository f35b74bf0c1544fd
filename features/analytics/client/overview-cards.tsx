import type { LucideIcon } from "lucide-react";
import { BookOpen, CircleCheck, DollarSign, UserPlus } from "lucide-react";
import { FigureCard } from "./overview/stat-card";
import type { AnalyticsReport } from "./queries";
import { ChangeBadge } from "./change-badge";
import { formatCents, formatNumber, formatPercent } from "./format";

type Metric = { change: number; comparable: boolean };

function OverviewCard({ id, title, value, metric, unit, days, icon }: { id: string; title: string; value: string; metric: Metric; unit?: "percent" | "points"; days: number; icon: LucideIcon }) {
  return (
    <FigureCard id={id} title={title} value={value} icon={icon}>
      <ChangeBadge value={metric.change} comparable={metric.comparable} unit={unit} days={days} />
    </FigureCard>
  );
}

export function OverviewCards({ overview, days }: { overview: AnalyticsReport["overview"]; days: number }) {
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <OverviewCard id="revenue" title="Total Revenue" value={formatCents(overview.revenue.value)} metric={overview.revenue} days={days} icon={DollarSign} />
      <OverviewCard id="enrollments" title="Enrollments" value={formatNumber(overview.enrollments.value)} metric={overview.enrollments} days={days} icon={BookOpen} />
      <OverviewCard id="new-learners" title="New Learners" value={formatNumber(overview.newLearners.value)} metric={overview.newLearners} days={days} icon={UserPlus} />
      <OverviewCard id="completion-rate" title="Completion Rate" value={formatPercent(overview.completionRate.value)} metric={overview.completionRate} unit="points" days={days} icon={CircleCheck} />
    </section>
  );
}
