import { BookOpen, DollarSign, Star, Users } from "lucide-react";
import { StatCards } from "@/components/data-list/stat-cards";
import type { CourseStats } from "./queries";
import { formatDollars } from "./course-price";

const number = new Intl.NumberFormat("en-US");

/** docs/product.md §2 cards: total courses, total enrollments, total revenue, average rating with review count. */
export function CourseStatsCards({ stats }: { stats: CourseStats | undefined }) {
  return (
    <StatCards
      label="Course statistics"
      items={[
        {
          key: "totalCourses",
          label: "Total Courses",
          icon: BookOpen,
          value: stats && number.format(stats.totalCourses),
          hint: stats && `${number.format(stats.byStatus.published)} published · ${number.format(stats.byStatus.draft)} draft · ${number.format(stats.byStatus.archived)} archived`,
        },
        { key: "totalEnrollments", label: "Total Enrollments", icon: Users, value: stats && number.format(stats.totalEnrollments), hint: "Active learners across all courses" },
        { key: "totalRevenue", label: "Total Revenue", icon: DollarSign, value: stats && formatDollars(stats.totalRevenue ?? 0), hint: "From all active enrollments" },
        {
          key: "averageRating",
          label: "Average Rating",
          icon: Star,
          value: stats && (stats.averageRating == null ? "—" : stats.averageRating.toFixed(1)),
          hint: stats && `From ${number.format(stats.reviewCount)} ${stats.reviewCount === 1 ? "review" : "reviews"}`,
        },
      ]}
    />
  );
}
