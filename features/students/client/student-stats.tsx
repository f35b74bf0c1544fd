import { Award, TrendingUp, UserCheck, Users } from "lucide-react";
import { StatCards } from "@/components/data-list/stat-cards";
import type { StudentStats as Stats } from "./queries";
import { activeShareHint, FIGURES } from "@/features/figures";

const number = (n: number | undefined) => n?.toLocaleString("en-US");

/** The four stat cards of docs/product.md §2, over all learners whatever the search, filters or page. */
export function StudentStats({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCards
      label="Student statistics"
      items={[
        { key: "total", label: "Total Students", icon: Users, hint: "All learner accounts", value: number(stats?.total) },
        { key: "active", label: FIGURES.activeStudents.label, icon: UserCheck, hint: stats && activeShareHint(stats.active, stats.total), value: number(stats?.active) },
        { key: "averageProgress", label: "Average Progress", icon: TrendingUp, hint: "Across enrolled students", value: stats && `${stats.averageProgress}%` },
        { key: "courseCompletions", label: "Course Completions", icon: Award, hint: "Courses finished", value: number(stats?.courseCompletions) },
      ]}
    />
  );
}
