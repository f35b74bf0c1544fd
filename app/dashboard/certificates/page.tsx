import { redirect } from "next/navigation";
import { CertificatesAdmin } from "@/components/certificates/certificates-admin";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Certificates" };

export default async function CertificatesPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "certificates")) redirect("/dashboard");
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Certificates</h1>
        <p className="text-muted-foreground">Every certificate issued on course completion. Revoke one, or re-issue it after a name correction.</p>
      </div>
      <CertificatesAdmin />
    </div>
  );
}
