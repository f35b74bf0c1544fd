"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { CardContent } from "@/components/ui/card";
import { useSaveSettings } from "@/lib/queries/settings";
import type { NotificationSettings } from "@/lib/settings/defaults";
import { notificationSettingsSchema, type NotificationSettingsInput } from "@/lib/validations/settings";
import { SaveFooter, SettingsCard } from "./settings-card";
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
  return (
    <SettingsCard group="notifications" title="Notifications" description="Which emails Masterly sends, and to whom." rows={5}>
      {(settings) => <NotificationSettingsForm initial={settings} />}
    </SettingsCard>
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
      <SaveFooter pending={save.isPending} label="Save Notification Settings" />
    </form>
  );
}
