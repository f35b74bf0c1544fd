import { MailWarning, ShieldCheck, UserCheck, Users } from "lucide-react";
import { StatCards } from "@/components/data-list/stat-cards";
import type { StaffStats as Stats } from "../schema";

const number = (n: number | undefined) => n?.toLocaleString("en-US");

/** The four stat cards; figures are over all staff, whatever the search or page. */
export function StaffStats({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCards
      label="Staff statistics"
      items={[
        { key: "total", label: "Total Staff", icon: Users, hint: "Admins and staff", value: number(stats?.total) },
        { key: "active", label: "Active Staff", icon: UserCheck, hint: "Can sign in", value: number(stats?.active) },
        { key: "admins", label: "Admins", icon: ShieldCheck, hint: "Full access", value: number(stats?.admins) },
        { key: "pendingVerification", label: "Pending Verification", icon: MailWarning, hint: "Email not verified", value: number(stats?.pendingVerification) },
      ]}
    />
  );
}
