import { Suspense } from "react";
import { redirect } from "next/navigation";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { FormSkeleton } from "@/components/settings/load-states";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "settings")) redirect("/dashboard");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Manage how Masterly works for everyone: site details, security, notifications and appearance.</p>
      </div>
      <Suspense fallback={<FormSkeleton rows={6} />}>
        <SettingsTabs />
      </Suspense>
    </div>
  );
}
