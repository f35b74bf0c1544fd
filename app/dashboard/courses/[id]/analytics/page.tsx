import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { CourseAnalyticsView } from "@/features/courses/client";
import { StatusBadge } from "@/features/courses/client";
import { courseAnalytics } from "@/features/courses/server";
import { courseKeys } from "@/features/courses/client";
import { makeQueryClient } from "@/lib/query/query-client";
import { courseMetadata, loadCourse, type CoursePageProps } from "@/features/courses/web";

export const generateMetadata = courseMetadata("analytics", (course) => `Analytics · ${course.title}`);

export default async function CourseAnalyticsPage({ params }: CoursePageProps) {
  const { id } = await params;
  const course = await loadCourse(id, "analytics");
  // The default range (30d) arrives with the HTML; other ranges load on demand.
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery({ queryKey: courseKeys.analytics(course._id, "30d"), queryFn: () => courseAnalytics(course._id, "30d") });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">Course analytics</p>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words">{course.title}</h1>
            <StatusBadge status={course.status} />
          </div>
          <p className="text-sm text-muted-foreground">Enrollments over time, completion and revenue for the range you choose.</p>
        </div>
        <CourseAnalyticsView id={course._id} />
      </div>
    </HydrationBoundary>
  );
}
