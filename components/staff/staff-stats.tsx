import { MailWarning, ShieldCheck, UserCheck, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { StaffStats as Stats } from "@/lib/validations/staff";

const CARDS: { key: keyof Stats; label: string; icon: LucideIcon; hint: string }[] = [
  { key: "total", label: "Total Staff", icon: Users, hint: "Admins and staff" },
  { key: "active", label: "Active Staff", icon: UserCheck, hint: "Can sign in" },
  { key: "admins", label: "Admins", icon: ShieldCheck, hint: "Full access" },
  { key: "pendingVerification", label: "Pending Verification", icon: MailWarning, hint: "Email not verified" },
];

/** The four stat cards; figures are over all staff, whatever the search or page. */
export function StaffStats({ stats }: { stats: Stats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Staff statistics">
      {CARDS.map(({ key, label, icon: Icon, hint }) => (
        <li key={key}>
          <Card className="h-full gap-2 py-5">
            <CardContent className="flex items-start justify-between gap-4 px-4 sm:px-6">
              <div className="space-y-1">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                {stats ? (
                  <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`stat-${key}`}>
                    {stats[key].toLocaleString("en-US")}
                  </p>
                ) : (
                  <Skeleton className="h-9 w-16" />
                )}
                <p className="text-xs text-muted-foreground">{hint}</p>
              </div>
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
                <Icon className="size-5" aria-hidden />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
