"use client";

import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "@/components/ui/card";
import { SettingsCardHeader } from "@/features/settings/client";
import { FormSkeleton, LoadError } from "@/components/data-list/load-states";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { MyCertificates } from "@/features/certificates/client";
import { profileQueryOptions } from "./queries";
import { ChangePasswordCard } from "./change-password-card";
import { ProfileDetailsCard } from "./profile-details-card";
import { PurchasesCard } from "./purchases-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export function ProfileView() {
  const query = useQuery(profileQueryOptions());
  if (query.isPending) {
    return (
      <Card>
        <CardContent>
          <FormSkeleton rows={4} label="Loading your profile" />
        </CardContent>
      </Card>
    );
  }
  if (query.isError) return <LoadError message="Your profile could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const profile = query.data;
  return (
    <div className="space-y-6">
      <ProfileDetailsCard profile={profile} />
      <MyCertificates />
      {profile.role === "user" && <PurchasesCard />}
      <ChangePasswordCard minPasswordLength={profile.minPasswordLength} />
      <TwoFactorCard profile={profile} />
      <SessionsCard />
      <Card>
        <SettingsCardHeader title="Appearance" description="How Masterly looks in this browser." />
        <CardContent>
          <ThemeSwitch />
        </CardContent>
      </Card>
    </div>
  );
}
