import { Suspense } from "react";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { AnalyticsSkeleton } from "@/features/analytics/client";
import { AnalyticsView } from "@/features/analytics/client";
import { getAnalytics } from "@/features/analytics/server";
import { analyticsKeys } from "@/features/analytics/client";
import { makeQueryClient } from "@/lib/query/query-client";
import { parseRange } from "@/features/analytics";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Analytics" };

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermission("read", "analytics");
  // The first range is computed here, so the page arrives with its figures instead of a skeleton.
  const range = parseRange((await searchParams).range);
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery({ queryKey: analyticsKeys.report(range), queryFn: () => getAnalytics(range) });

  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" large>Revenue, enrollments and engagement, computed live from your school&apos;s data.</PageHeader>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<AnalyticsSkeleton withToolbar />}>
          <AnalyticsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
