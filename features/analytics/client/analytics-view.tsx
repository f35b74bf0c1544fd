"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { LoadFailure } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { analyticsExportUrl, analyticsQuery } from "./queries";
import { parseRange, type AnalyticsRange } from "../schema";
import { cn } from "@/lib/utils";
import { ActivityChart } from "./activity-chart";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { CategoryChart } from "./category-chart";
import { DemographicsChart } from "./demographics-chart";
import { EngagementCard } from "./engagement-card";
import { formatDay } from "./format";
import { InsightsCard } from "./insights-card";
import { OverviewCards } from "./overview-cards";
import { RangeSelect } from "./range-select";
import { RevenueChart } from "./revenue-chart";
import { TopCourses } from "./top-courses";

export function AnalyticsView() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  // The URL is the source of truth for the range, so a shared link reproduces the view.
  const range = parseRange(searchParams.get("range"));
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useQuery(analyticsQuery(range));

  const changeRange = (next: AnalyticsRange) => {
    const params = new URLSearchParams(searchParams.toString());
    params.set("range", next);
    // Native history updates sync with useSearchParams without a server round trip (the query
    // fetches the figures); a page load with ?range= is prefetched on the server instead.
    window.history.replaceState(null, "", `${pathname}?${params.toString()}`);
  };

  const quiet = data && data.overview.enrollments.value === 0 && data.overview.newLearners.value === 0 && data.engagement.sessions === 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data && !isPlaceholderData
            ? `${formatDay(data.period.start)} – ${formatDay(data.period.end)}, compared with the previous ${data.days} days`
            : "Loading the figures…"}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RangeSelect value={range} onChange={changeRange} />
          {data && !isPlaceholderData ? (
            <Button asChild variant="outline">
              <a href={analyticsExportUrl(data)} download>
                <Download aria-hidden /> Export
              </a>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              <Download aria-hidden /> Export
            </Button>
          )}
        </div>
      </div>

      {isPending ? (
        <AnalyticsSkeleton />
      ) : error && !data ? (
        <LoadFailure
          title="The analytics could not be loaded."
          detail={errorMessage(error, "Something went wrong. Please try again.")}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="rounded-lg border bg-card"
          retryVariant="default"
        />
      ) : data ? (
        <div className={cn("space-y-6 transition-opacity", isPlaceholderData && "opacity-60")} aria-busy={isPlaceholderData} data-range={data.range}>
          {quiet && (
            <p className="rounded-lg border border-dashed bg-card p-4 text-center text-sm text-muted-foreground" role="status">
              Nothing happened in the last {data.days} days yet: no enrollments, new learners or study sessions. Try a longer range.
            </p>
          )}
          <OverviewCards overview={data.overview} days={data.days} />
          <div className="grid gap-4 lg:grid-cols-3">
            <RevenueChart trend={data.revenueTrend} />
            <EngagementCard engagement={data.engagement} days={data.days} />
            <ActivityChart months={data.revenueTrend.points} unit={data.revenueTrend.unit} />
            <InsightsCard insights={data.insights} />
            <CategoryChart categories={data.categories} days={data.days} />
            <DemographicsChart bands={data.demographics} days={data.days} />
            <TopCourses courses={data.topCourses} days={data.days} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
