"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsReport } from "./queries";
import { AnalyticsCard, ChartFigure, EmptyChart, chartTheme } from "./chart-frame";
import { cn } from "@/lib/utils";
import { formatCents, formatChange, formatCompactCents, formatNumber, shortMonth } from "./format";

const UNIT_WORDS = {
  day: { adjective: "Daily", header: "Day", average: "Average Daily" },
  week: { adjective: "Weekly", header: "Week from", average: "Average Weekly" },
  month: { adjective: "Monthly", header: "Month", average: "Average Monthly" },
} as const;

export function RevenueChart({ trend }: { trend: AnalyticsReport["revenueTrend"] }) {
  const { points: months, unit } = trend;
  const words = UNIT_WORDS[unit];
  const total = months.reduce((sum, m) => sum + m.revenueCents, 0);
  const best = months.reduce((top, m) => (m.revenueCents > top.revenueCents ? m : top), months[0]);
  const span = `${months[0]?.label} to ${months.at(-1)?.label}`;
  return (
    <AnalyticsCard id="revenue" title="Revenue Trend" description={`${words.adjective} revenue, ${span}`} className="lg:col-span-2">
      {total === 0 ? (
        <EmptyChart>No revenue in these {months.length} {unit}s yet.</EmptyChart>
      ) : (
        <ChartFigure
          id="revenue"
          summary={`Bar chart of ${words.adjective.toLowerCase()} revenue from ${span}: ${formatCents(total)} in total, highest in ${best.label} at ${formatCents(best.revenueCents)}.`}
          caption={`${words.adjective} revenue`}
          rows={months}
          columns={[
            { header: words.header, cell: (m) => m.label },
            { header: "Revenue", cell: (m) => formatCents(m.revenueCents) },
            { header: "Enrollments", cell: (m) => formatNumber(m.enrollments) },
          ]}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} {...chartTheme.grid} />
              <XAxis dataKey="label" tickFormatter={unit === "month" ? shortMonth : undefined} tick={chartTheme.tick} axisLine={chartTheme.axisLine} tickLine={false} interval="preserveStartEnd" minTickGap={8} />
              <YAxis tickFormatter={formatCompactCents} tick={chartTheme.tick} axisLine={false} tickLine={false} width={56} />
              <Tooltip {...chartTheme.tooltip} formatter={(value) => [formatCents(Number(value)), "Revenue"]} />
              <Bar dataKey="revenueCents" name="Revenue" fill="var(--color-chart-1)" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
      <dl className="grid gap-4 border-t pt-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">This Month</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="revenue-this-month">
            {formatCents(trend.thisMonthCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{words.average}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="revenue-average-month">
            {formatCents(trend.averageCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Growth</dt>
          <dd>
            <span
              className={cn("block text-xl font-bold tabular-nums", trend.growthComparable && (trend.growth > 0 ? "text-success" : trend.growth < 0 ? "text-destructive" : undefined))}
              data-testid="revenue-growth"
            >
              {trend.growthComparable ? formatChange(trend.growth) : "—"}
            </span>
            <span className="text-xs text-muted-foreground">
              {trend.growthComparable ? "this month vs the same days last month" : "no revenue in the same days last month to compare"}
            </span>
          </dd>
        </div>
      </dl>
    </AnalyticsCard>
  );
}
