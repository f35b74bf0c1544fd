import { AuditLog } from "@/features/audit/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Audit Log" };

export default async function AuditPage() {
  await requirePermission("read", "audit");
  return (
    <div className="space-y-6">
      <PageHeader title="Audit Log">Who did what and when, across the whole console. Times are shown in your local time zone.</PageHeader>
      <AuditLog />
    </div>
  );
}
