import { Award, TrendingUp, UserCheck, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { StudentStats as Stats } from "@/lib/queries/students";
import { activeShareHint, FIGURES } from "@/lib/figures/definitions";

const number = (n: number) => n.toLocaleString("en-US");

const CARDS: { key: keyof Stats; label: string; icon: LucideIcon; value: (s: Stats) => string; hint: (s: Stats) => string }[] = [
  { key: "total", label: "Total Students", icon: Users, value: (s) => number(s.total), hint: () => "All learner accounts" },
  {
    key: "active",
    label: FIGURES.activeStudents.label,
    icon: UserCheck,
    value: (s) => number(s.active),
    hint: (s) => activeShareHint(s.active, s.total),
  },
  { key: "averageProgress", label: "Average Progress", icon: TrendingUp, value: (s) => `${s.averageProgress}%`, hint: () => "Across enrolled students" },
  { key: "courseCompletions", label: "Course Completions", icon: Award, value: (s) => number(s.courseCompletions), hint: () => "Courses finished" },
];

/** The four stat cards of SPEC §2, over all learners whatever the search, filters or page. */
export function StudentStats({ stats }: { stats: Stats | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Student statistics">
      {CARDS.map(({ key, label, icon: Icon, value, hint }) => (
        <li key={key}>
          <Card className="gap-2 py-5">
            <CardContent className="flex items-start justify-between gap-4">
              <div className="space-y-1">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                {stats ? (
                  <p className="text-3xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                    {value(stats)}
                  </p>
                ) : (
                  <Skeleton className="h-9 w-16" />
                )}
                {stats ? <p className="text-xs text-muted-foreground">{hint(stats)}</p> : <Skeleton className="h-4 w-24" />}
              </div>
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
