"use client";

import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { settingsQueryOptions, useSaveSettings } from "@/lib/queries/settings";
import type { NotificationSettings } from "@/lib/settings/defaults";
import { notificationSettingsSchema, type NotificationSettingsInput } from "@/lib/validations/settings";
import { FormSkeleton, LoadError } from "./load-states";
import { SettingSwitch } from "./setting-switch";

const SWITCHES: { name: keyof NotificationSettings; label: string; description: string }[] = [
  {
    name: "emailNotifications",
    label: "Email notifications",
    description: "The master switch for the notification emails below. Account emails (verification, password resets, invitations) are always sent.",
  },
  {
    name: "systemAlerts",
    label: "System alerts",
    description: "Email every admin when an account is locked after too many failed sign-in attempts.",
  },
  {
    name: "weeklyReports",
    label: "Weekly reports",
    description: "A weekly summary of sign-ups, enrollments, completions and sign-ins, emailed to every admin.",
  },
  {
    name: "pushNotifications",
    label: "Push notifications",
    description: "Notifications inside the dashboard.",
  },
  {
    name: "marketingEmails",
    label: "Marketing emails",
    description: "Product news and course offers for learners.",
  },
];

export function NotificationSettingsCard() {
  const query = useQuery(settingsQueryOptions("notifications"));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Notifications</h2>
        </CardTitle>
        <CardDescription>Which emails Masterly sends, and to whom.</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <CardContent>
          <FormSkeleton rows={5} />
        </CardContent>
      ) : query.isError ? (
        <CardContent>
          <LoadError message="The notification settings could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </CardContent>
      ) : (
        <NotificationSettingsForm initial={query.data.data.settings} />
      )}
    </Card>
  );
}

function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const save = useSaveSettings("notifications");
  const { control, handleSubmit, reset } = useForm<NotificationSettingsInput>({ resolver: zodResolver(notificationSettingsSchema), defaultValues: initial });

  function onSubmit(values: NotificationSettingsInput) {
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved.data.settings);
        toast.success("Notification settings updated!");
      },
      onError: () => toast.error("Failed to update notification settings. Please try again."),
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Notification settings">
      <CardContent className="space-y-3">
        {SWITCHES.map((s) => (
          <SettingSwitch key={s.name} control={control} name={s.name} label={s.label} description={s.description} />
        ))}
      </CardContent>
      <CardFooter className="mt-6 border-t pt-6">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Notification Settings"}
        </Button>
      </CardFooter>
    </form>
  );
}
