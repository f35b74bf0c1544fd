import { CertificatesAdmin } from "@/features/certificates/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Certificates" };

export default async function CertificatesPage() {
  await requirePermission("read", "certificates");
  return (
    <div className="space-y-6">
      <PageHeader title="Certificates">Every certificate issued on course completion. Revoke one, or re-issue it after a name correction.</PageHeader>
      <CertificatesAdmin />
    </div>
  );
}
