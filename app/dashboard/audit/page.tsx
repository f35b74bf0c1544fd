import { redirect } from "next/navigation";
import { AuditLog } from "@/components/audit/audit-log";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Audit Log" };

export default async function AuditPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "audit")) redirect("/dashboard");
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Audit Log</h1>
        <p className="text-muted-foreground">Who did what and when, across the whole console. Times are shown in your local time zone.</p>
      </div>
      <AuditLog />
    </div>
  );
}
