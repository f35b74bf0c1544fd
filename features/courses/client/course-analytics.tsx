"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BackLink } from "@/components/layout/brand-mark";
import { LoadFailure } from "@/components/data-list";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from "recharts";
import { useHydrated } from "@/components/layout/use-hydrated";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api/client";
import { courseAnalyticsQuery, type CourseAnalytics } from "./queries";
import { cn, formatCompactCents } from "@/lib/utils";
import { ANALYTICS_RANGES, type AnalyticsRange } from "../schema";
import { formatDollars } from "./course-price";
import { progressTone } from "./courses-table";

const RANGE_LABELS: Record<AnalyticsRange, string> = { "7d": "Last 7 days", "30d": "Last 30 days", "90d": "Last 90 days", "1y": "Last year" };
const BUCKET_LABEL = { day: "Day", week: "Week of", month: "Month" } as const;

function RangePicker({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  // Server-rendered on a direct visit: the ranges switch once React runs.
  const hydrated = useHydrated();
  return (
    <div role="radiogroup" aria-label="Date range" className="inline-flex flex-wrap rounded-lg bg-muted p-1">
      {ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          role="radio"
          aria-checked={value === range}
          title={RANGE_LABELS[range]}
          onClick={() => onChange(range)}
          disabled={!hydrated}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
            value === range ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {range}
        </button>
      ))}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="px-4">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

function ChartCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={`${title}: ${description}`} className="h-64 w-full">
          {children}
        </figure>
      </CardContent>
    </Card>
  );
}

const axisProps = { stroke: "var(--color-muted-foreground)", fontSize: 12, tickLine: false, axisLine: false } as const;
const tooltipStyle = { background: "var(--color-popover)", border: "1px solid var(--color-border)", borderRadius: 8, color: "var(--color-popover-foreground)" };

function Charts({ data }: { data: CourseAnalytics }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[repeat(2,minmax(0,1fr))]">
      <ChartCard title="Enrollments over time" description={`New enrollments and completions per ${data.bucket}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barCategoryGap="15%">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis allowDecimals={false} {...axisProps} />
            <ChartTooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--color-muted)" }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="enrollments" name="Enrollments" fill="var(--color-chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="completions" name="Completions" fill="var(--color-chart-2)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title="Revenue over time" description={`Revenue from new enrollments per ${data.bucket}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="15%">
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis {...axisProps} tickFormatter={(v: number) => formatCompactCents(v * 100)} />
            <ChartTooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--color-muted)" }} formatter={(v) => formatDollars(Number(v))} />
            <Bar dataKey="revenue" name="Revenue" fill="var(--color-chart-3)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}

function Completion({ data }: { data: CourseAnalytics }) {
  const learners = data.progressBands.reduce((sum, b) => sum + b.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Completion</h2>
        </CardTitle>
        <CardDescription>
          {data.overall.completed} of {data.overall.enrolledStudents} learners completed the course ({data.overall.completionRate}%). Average progress{" "}
          {data.overall.averageProgress}%.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.progressBands.map((band) => {
          const share = learners > 0 ? Math.round((band.count / learners) * 100) : 0;
          const tone = band.band === "80-100" ? 90 : band.band === "60-79" ? 70 : band.band === "40-59" ? 50 : 20;
          return (
            <div key={band.band} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span>Progress {band.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {band.count} {band.count === 1 ? "learner" : "learners"} · {share}%
                </span>
              </div>
              <Progress value={share} aria-label={`Learners with progress ${band.label}`} indicatorClassName={progressTone(tone)} />
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

function DataTable({ data }: { data: CourseAnalytics }) {
  return (
    <details className="rounded-xl border bg-card p-4">
      <summary className="cursor-pointer text-sm font-medium">Show the figures as a table</summary>
      <Table aria-label="Enrollments, completions and revenue by period" containerClassName="mt-4">
        <TableHeader>
          <TableRow>
            <TableHead>{BUCKET_LABEL[data.bucket]}</TableHead>
            <TableHead className="text-right">Enrollments</TableHead>
            <TableHead className="text-right">Completions</TableHead>
            <TableHead className="text-right">Revenue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.series.map((p) => (
            <TableRow key={p.start}>
              <TableCell>{p.label}</TableCell>
              <TableCell className="text-right tabular-nums">{p.enrollments}</TableCell>
              <TableCell className="text-right tabular-nums">{p.completions}</TableCell>
              <TableCell className="text-right tabular-nums">{formatDollars(p.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}

/** Analytics of one course: enrollments over time, completion and revenue, for 7d, 30d (default), 90d or 1y. */
export function CourseAnalyticsView({ id }: { id: string }) {
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const query = useQuery(courseAnalyticsQuery(id, range));
  const data = query.data;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href={`/dashboard/courses/${id}`}>Back to course</BackLink>
        <RangePicker value={range} onChange={setRange} />
      </div>

      {query.isPending ? (
        <div role="status" aria-label="Loading analytics" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-[104px] rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : query.isError || !data ? (
        <LoadFailure title="Analytics could not be loaded" detail={errorMessage(query.error, "Something went wrong. Please try again.")} onRetry={() => void query.refetch()} />
      ) : (
        <div className={cn("grid grid-cols-[minmax(0,1fr)] gap-6", query.isPlaceholderData && "opacity-60 transition-opacity")} aria-busy={query.isFetching}>
          <section aria-labelledby="analytics-summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <h2 id="analytics-summary" className="sr-only">
              Summary for {RANGE_LABELS[data.range].toLowerCase()}
            </h2>
            <Stat label="New enrollments" value={data.totals.enrollments.toLocaleString("en-US")} hint={`${RANGE_LABELS[data.range]} · ${data.overall.enrolledStudents} enrolled in all`} />
            <Stat label="Completions" value={data.totals.completions.toLocaleString("en-US")} hint={`${RANGE_LABELS[data.range]} · ${data.overall.completionRate}% completion rate`} />
            <Stat label="Revenue" value={formatDollars(data.totals.revenue)} hint={`${RANGE_LABELS[data.range]} · ${formatDollars(data.overall.revenue)} in all`} />
            <Stat
              label="Rating"
              value={data.overall.rating == null ? "—" : data.overall.rating.toFixed(1)}
              hint={`From ${data.overall.reviewCount} ${data.overall.reviewCount === 1 ? "review" : "reviews"}`}
            />
          </section>
          <Charts data={data} />
          <Completion data={data} />
          <DataTable data={data} />
        </div>
      )}
    </div>
  );
}
