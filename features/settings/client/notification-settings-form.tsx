"use client";

import type { NotificationSettings } from "@/lib/settings/defaults";
import { notificationSettingsSchema } from "../schema";
import { SettingsCard } from "./settings-card";
import { SettingsForm, useSettingsForm } from "./use-settings-form";
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
  const { form, onSubmit, pending } = useSettingsForm("notifications", notificationSettingsSchema, initial, {
    saved: "Notification settings updated!",
    failed: "Failed to update notification settings. Please try again.",
  });

  return (
    <SettingsForm label="Notification settings" onSubmit={onSubmit} pending={pending} saveLabel="Save Notification Settings" className="space-y-3">
      {SWITCHES.map((s) => (
        <SettingSwitch key={s.name} control={form.control} name={s.name} label={s.label} description={s.description} />
      ))}
    </SettingsForm>
  );
}
