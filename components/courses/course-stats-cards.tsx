import { BookOpen, DollarSign, Star, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { CourseStats } from "@/lib/queries/courses";
import { formatDollars } from "./course-price";

function StatCard({ label, value, hint, icon: Icon }: { label: string; value: string; hint: string; icon: LucideIcon }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}

const number = new Intl.NumberFormat("en-US");

/** SPEC §2 cards: total courses, total enrollments, total revenue, average rating with review count. */
export function CourseStatsCards({ stats }: { stats: CourseStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[104px] rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Course statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Courses"
        value={number.format(stats.totalCourses)}
        hint={`${number.format(stats.byStatus.published)} published · ${number.format(stats.byStatus.draft)} draft · ${number.format(stats.byStatus.archived)} archived`}
        icon={BookOpen}
      />
      <StatCard label="Total Enrollments" value={number.format(stats.totalEnrollments)} hint="Active learners across all courses" icon={Users} />
      <StatCard label="Total Revenue" value={formatDollars(stats.totalRevenue ?? 0)} hint="From all active enrollments" icon={DollarSign} />
      <StatCard
        label="Average Rating"
        value={stats.averageRating == null ? "—" : stats.averageRating.toFixed(1)}
        hint={`From ${number.format(stats.reviewCount)} ${stats.reviewCount === 1 ? "review" : "reviews"}`}
        icon={Star}
      />
    </section>
  );
}
