"use client";

import { useReducer } from "react";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Button } from "@/components/ui/button";
import { ANALYTICS_METRICS, analyticsActions, analyticsReducer, DEFAULT_METRICS, initialAnalyticsState, type AnalyticsMetric } from "./state";
import type { AnalyticsReport } from "./queries";
import { cn } from "@/lib/utils";
import { AnalyticsCard, ChartFigure, EmptyChart, chartTheme } from "./chart-frame";
import { formatNumber, shortMonth } from "./format";

const UNIT_HEADER = { day: "Day", week: "Week from", month: "Month" } as const;

const METRICS: Record<AnalyticsMetric, { label: string; key: "enrollments" | "completions" | "averageProgress"; color: string; dash?: string; unit: string }> = {
  enrollments: { label: "Enrollments", key: "enrollments", color: "var(--color-chart-1)", unit: "" },
  completions: { label: "Completions", key: "completions", color: "var(--color-chart-2)", dash: "6 3", unit: "" },
  progress: { label: "Average progress", key: "averageProgress", color: "var(--color-chart-4)", dash: "2 3", unit: "%" },
};

/** Monthly enrollments, completions and average progress; the metrics shown are the analytics state's. */
export function ActivityChart({ months, unit }: { months: AnalyticsReport["revenueTrend"]["points"]; unit: AnalyticsReport["revenueTrend"]["unit"] }) {
  const [state, dispatch] = useReducer(analyticsReducer, undefined, () => initialAnalyticsState());
  const selected = ANALYTICS_METRICS.filter((m) => state.selectedMetrics.includes(m));
  const isDefault = selected.length === DEFAULT_METRICS.length;
  const counts = selected.filter((m) => m !== "progress");
  const hasData = months.some((m) => m.enrollments > 0 || m.completions > 0);
  const span = `${months[0]?.label} to ${months.at(-1)?.label}`;

  return (
    <AnalyticsCard id="activity" title="Learning Activity" description={`Enrollments, completions and average progress by ${unit}, ${span}`} className="lg:col-span-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Metrics to plot">
        {ANALYTICS_METRICS.map((metric) => {
          const on = state.selectedMetrics.includes(metric);
          return (
            <Button
              key={metric}
              type="button"
              size="sm"
              variant={on ? "secondary" : "outline"}
              aria-pressed={on}
              onClick={() => dispatch(on ? analyticsActions.removeMetric(metric) : analyticsActions.addMetric(metric))}
            >
              <span aria-hidden className={cn("size-2.5 rounded-full", !on && "opacity-40")} style={{ background: METRICS[metric].color }} />
              {METRICS[metric].label}
            </Button>
          );
        })}
        {!isDefault && (
          <Button type="button" size="sm" variant="ghost" onClick={() => dispatch(analyticsActions.reset())}>
            Reset
          </Button>
        )}
      </div>
      {!hasData ? (
        <EmptyChart>No enrollments or completions in these {months.length} {unit}s yet.</EmptyChart>
      ) : selected.length === 0 ? (
        <EmptyChart>Choose at least one metric to plot.</EmptyChart>
      ) : (
        <ChartFigure
          id="activity"
          summary={`Line chart by ${unit} from ${span} of ${selected.map((m) => METRICS[m].label.toLowerCase()).join(", ")}: ${formatNumber(months.reduce((s, m) => s + m.enrollments, 0))} enrollments and ${formatNumber(months.reduce((s, m) => s + m.completions, 0))} completions in total.`}
          caption={`Learning activity by ${unit}`}
          rows={months}
          columns={[{ header: UNIT_HEADER[unit], cell: (m) => m.label }, ...selected.map((metric) => ({ header: METRICS[metric].label, cell: (m: (typeof months)[number]) => `${m[METRICS[metric].key]}${METRICS[metric].unit}` }))]}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} {...chartTheme.grid} />
              <XAxis dataKey="label" tickFormatter={unit === "month" ? shortMonth : undefined} tick={chartTheme.tick} axisLine={chartTheme.axisLine} tickLine={false} interval="preserveStartEnd" minTickGap={8} />
              <YAxis yAxisId="count" hide={counts.length === 0} allowDecimals={false} tick={chartTheme.tick} axisLine={false} tickLine={false} width={40} />
              <YAxis yAxisId="percent" orientation="right" hide={!selected.includes("progress")} domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} tick={chartTheme.tick} axisLine={false} tickLine={false} width={44} />
              <Tooltip {...chartTheme.tooltip} cursor={{ stroke: "var(--color-border)" }} formatter={(value, name) => [name === METRICS.progress.label ? `${value}%` : formatNumber(Number(value)), name]} />
              {selected.map((metric) => (
                <Line
                  key={metric}
                  yAxisId={metric === "progress" ? "percent" : "count"}
                  type="monotone"
                  dataKey={METRICS[metric].key}
                  name={METRICS[metric].label}
                  stroke={METRICS[metric].color}
                  strokeWidth={2}
                  strokeDasharray={METRICS[metric].dash}
                  dot={{ r: 3, fill: METRICS[metric].color }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </AnalyticsCard>
  );
}
