import { redirect } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { CoursesView } from "@/features/courses/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { courseListEnvelope } from "@/features/courses/web";
import { canVisitDashboardPath } from "@/lib/permissions";
import { courseFilters, courseKeys } from "@/features/courses/client";
import { makeQueryClient } from "@/lib/query/query-client";
import { courseListQuerySchema } from "@/features/courses";

export const metadata = { title: "Courses" };

export default async function CoursesPage() {
  const user = await getCurrentUser();
  if (!user || !canVisitDashboardPath(user.role, "/dashboard/courses")) redirect("/dashboard");
  // The first page arrives with the HTML; the client's query picks it up under the same key.
  const queryClient = makeQueryClient();
  const filters = courseFilters({ page: 1 });
  await queryClient.prefetchQuery({
    queryKey: courseKeys.list(filters),
    queryFn: () => courseListEnvelope(courseListQuerySchema.parse(filters), { role: user.role }),
  });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CoursesView
        header={
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight">Courses</h1>
            <p className="text-sm text-muted-foreground">Manage the catalogue: pricing, status and how each course is doing.</p>
          </div>
        }
      />
    </HydrationBoundary>
  );
}
