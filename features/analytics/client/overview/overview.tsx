"use client";

import { useQuery } from "@tanstack/react-query";
import { BookOpen, FileQuestion, RefreshCw, UserCheck, Users } from "lucide-react";
import { LoadFailure } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/components/layout/current-user";
import { ACTIVITY_LABELS, type ActivityType } from "@/lib/audit/types";
import { overviewStatsQuery } from "../overview-queries";
import { PanelCard } from "./panel-card";
import { QuickActions } from "./quick-actions";
import { GrowthBadge, StatCard } from "./stat-card";
import { SystemStatus } from "./system-status";
import { activeShareHint, FIGURES } from "@/features/figures";

const number = new Intl.NumberFormat("en-US");
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });
const dateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

function OverviewSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading overview">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

export function Overview() {
  const user = useCurrentUser();
  const { data, error, isPending, refetch, isFetching } = useQuery(overviewStatsQuery());

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Welcome back, {firstName(user.name)}!</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? `Last updated ${time.format(new Date(data.computedAt))}` : "Loading the latest figures…"}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? "animate-spin" : undefined} aria-hidden /> Refresh
        </Button>
      </div>

      {isPending ? (
        <OverviewSkeleton />
      ) : error || !data ? (
        <LoadFailure title="The overview could not be loaded." onRetry={() => void refetch()} className="rounded-lg border bg-card" retryVariant="default" />
      ) : (
        <>
          <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Total Students" value={number.format(data.cards.totalStudents.value)} icon={Users} growth={data.cards.totalStudents.growth} />
            <StatCard
              title={FIGURES.activeStudents.label}
              value={number.format(data.cards.activeStudents.value)}
              icon={UserCheck}
              growth={data.cards.activeStudents.growth}
              hint={activeShareHint(data.cards.activeStudents.value, data.cards.totalStudents.value)}
            />
            <StatCard title="Total Questions" value={number.format(data.cards.totalQuestions.value)} icon={FileQuestion} growth={data.cards.totalQuestions.growth} />
            <StatCard title="Total Courses" value={number.format(data.cards.totalCourses.value)} icon={BookOpen} growth={data.cards.totalCourses.growth} />
          </section>

          <div className="grid gap-4 lg:grid-cols-2">
            <PanelCard title="Performance" className="space-y-4">
              {[
                { id: "completion", label: "Course completion", value: data.performance.courseCompletion },
                { id: "satisfaction", label: "Student satisfaction", value: data.performance.studentSatisfaction, note: `${data.performance.averageRating} / 5 from ${number.format(data.performance.reviewCount)} reviews` },
                { id: "accuracy", label: "Question accuracy", value: data.performance.questionAccuracy },
                { id: "engagement", label: "Active engagement", value: data.performance.activeEngagement, note: FIGURES.activeEngagement.help },
              ].map((bar) => (
                <div key={bar.id} className="space-y-1.5">
                  <div className="flex justify-between text-sm">
                    <span id={`perf-${bar.id}`}>{bar.label}</span>
                    <span className="font-medium tabular-nums">{bar.value}%</span>
                  </div>
                  <Progress value={bar.value} aria-labelledby={`perf-${bar.id}`} />
                  {bar.note && <p className="text-xs text-muted-foreground">{bar.note}</p>}
                </div>
              ))}
            </PanelCard>

            <PanelCard title="Top performing courses">
              {data.topCourses.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No enrollments yet.</p>
              ) : (
                <ol className="space-y-3">
                  {data.topCourses.map((course, index) => (
                    <li key={course._id} className="flex items-center gap-3">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">{index + 1}</span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{course.name}</p>
                        <p className="text-xs text-muted-foreground">
                          {number.format(course.students)} students · {course.completion}% completion
                        </p>
                      </div>
                      <GrowthBadge value={course.trend} label="enrollments vs previous 30 days" />
                    </li>
                  ))}
                </ol>
              )}
            </PanelCard>
          </div>

          <div className="grid gap-4 lg:grid-cols-2">
            <PanelCard title="Recent activity">
              {data.recentActivity.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No activity yet.</p>
              ) : (
                <ul className="space-y-3">
                  {data.recentActivity.map((item) => (
                    <li key={item._id} className="text-sm" data-activity-type={item.type}>
                      <p className="font-medium">{ACTIVITY_LABELS[item.type as ActivityType] ?? item.type}</p>
                      <p className="text-muted-foreground">{item.message}</p>
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </PanelCard>
            <SystemStatus status={data.systemStatus} />
          </div>
        </>
      )}
      <QuickActions />
    </div>
  );
}
