import { JobsAdmin } from "@/features/jobs/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Jobs" };

export default async function JobsPage() {
  await requirePermission("read", "jobs");
  return (
    <div className="space-y-6">
      <PageHeader title="Jobs">Every job, searchable and sorted; the actions show to those who may use them.</PageHeader>
      <JobsAdmin />
    </div>
  );
}
