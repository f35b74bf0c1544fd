import { Suspense } from "react";
import { SettingsTabs } from "@/features/settings/client";
import { FormSkeleton } from "@/components/data-list/load-states";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Settings" };

export default async function SettingsPage() {
  await requirePermission("read", "settings");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Settings">Manage how Masterly works for everyone: site details, security, notifications and appearance.</PageHeader>
      <Suspense fallback={<FormSkeleton rows={6} />}>
        <SettingsTabs />
      </Suspense>
    </div>
  );
}
