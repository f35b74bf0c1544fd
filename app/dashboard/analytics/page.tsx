import { Suspense } from "react";
import { redirect } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { AnalyticsSkeleton } from "@/components/analytics/analytics-skeleton";
import { AnalyticsView } from "@/components/analytics/analytics-view";
import { getCurrentUser } from "@/lib/auth/session";
import { getAnalytics } from "@/lib/data/analytics";
import { can } from "@/lib/permissions";
import { analyticsKeys } from "@/lib/queries/analytics";
import { makeQueryClient } from "@/lib/queries/query-client";
import { parseRange } from "@/lib/validations/analytics";

export const metadata = { title: "Analytics" };

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "analytics")) redirect("/dashboard");
  // The first range is computed here, so the page arrives with its figures instead of a skeleton.
  const range = parseRange((await searchParams).range);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery({ queryKey: analyticsKeys.report(range), queryFn: () => getAnalytics(range) });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
        <p className="text-muted-foreground">Revenue, enrollments and engagement, computed live from your school&apos;s data.</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<AnalyticsSkeleton withToolbar />}>
          <AnalyticsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
