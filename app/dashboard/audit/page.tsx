import { AuditLog } from "@/components/audit/audit-log";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "../require-permission";

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
