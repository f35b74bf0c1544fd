import { Progress } from "@/components/ui/progress";
import type { AnalyticsReport } from "./queries";
import { AnalyticsCard } from "./chart-frame";
import { formatNumber, formatPercent } from "./format";

export function EngagementCard({ engagement, days }: { engagement: AnalyticsReport["engagement"]; days: number }) {
  const rows = [
    { id: "dau", label: "Daily Active Users", value: formatNumber(engagement.dailyActiveUsers), hint: "learners who studied in the last 24 hours" },
    { id: "wau", label: "Weekly Active Users", value: formatNumber(engagement.weeklyActiveUsers), hint: "learners who studied in the last 7 days" },
    { id: "session", label: "Avg. Session Duration", value: `${engagement.averageSessionMinutes} min`, hint: `over ${formatNumber(engagement.sessions)} sessions in the last ${days} days` },
    { id: "courses-per-user", label: "Courses per User", value: String(engagement.coursesPerUser), hint: "active enrollments per enrolled learner" },
  ];
  return (
    <AnalyticsCard id="engagement" title="User Engagement" description="How learners use the platform">
      <dl className="space-y-4">
        {rows.map((row) => (
          <div key={row.id} className="flex items-baseline justify-between gap-4">
            <dt className="min-w-0">
              <span className="block text-sm font-medium">{row.label}</span>
              <span className="block text-xs text-muted-foreground">{row.hint}</span>
            </dt>
            <dd className="shrink-0 text-lg font-semibold tabular-nums" data-testid={`engagement-${row.id}`}>
              {row.value}
            </dd>
          </div>
        ))}
        <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-2">
          <dt id="engagement-completion-label" className="text-sm font-medium">
            Completion Rate
          </dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="engagement-completion-rate">
            {formatPercent(engagement.completionRate)}
          </dd>
          <dd className="col-span-2">
            <Progress value={engagement.completionRate} aria-labelledby="engagement-completion-label" />
          </dd>
        </div>
      </dl>
    </AnalyticsCard>
  );
}
