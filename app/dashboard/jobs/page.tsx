import { JobsAdmin } from "@/features/jobs/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Jobs" };

export default async function JobsPage() {
  await requirePermission("read", "jobs");
  return (
    <div className="space-y-6">
      <PageHeader title="Jobs">Background work: emails, certificates and reports. A failed job has used every retry and waits for you.</PageHeader>
      <JobsAdmin />
    </div>
  );
}
