"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsReport } from "./queries";
import { AnalyticsCard, ChartFigure, EmptyChart, chartTheme } from "./chart-frame";
import { formatNumber, formatPercent } from "./format";

export function DemographicsChart({ bands, days }: { bands: AnalyticsReport["demographics"]; days: number }) {
  const total = bands.reduce((sum, b) => sum + b.learners, 0);
  const largest = bands.reduce((top, b) => (b.learners > top.learners ? b : top), bands[0]);
  return (
    <AnalyticsCard id="demographics" title="Demographics" description={`Age of learners who studied in the last ${days} days`}>
      {total === 0 ? (
        <EmptyChart>No learners studied in this period.</EmptyChart>
      ) : (
        <ChartFigure
          id="demographics"
          summary={`Bar chart of ${formatNumber(total)} learners by age band; the largest band is ${largest.band} with ${formatPercent(largest.share)}.`}
          caption="Learners by age band"
          rows={bands}
          columns={[
            { header: "Age band", cell: (b) => b.band },
            { header: "Learners", cell: (b) => formatNumber(b.learners) },
            { header: "Share", cell: (b) => formatPercent(b.share) },
          ]}
          height={240}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bands} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} {...chartTheme.grid} />
              <XAxis dataKey="band" tick={chartTheme.tick} axisLine={chartTheme.axisLine} tickLine={false} interval={0} />
              <YAxis allowDecimals={false} tick={chartTheme.tick} axisLine={false} tickLine={false} width={32} />
              <Tooltip
                {...chartTheme.tooltip}
                formatter={(value, _name, item) => [`${formatNumber(Number(value))} (${formatPercent((item.payload as { share: number }).share)})`, "Learners"]}
              />
              <Bar dataKey="learners" name="Learners" fill="var(--color-chart-2)" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </AnalyticsCard>
  );
}
