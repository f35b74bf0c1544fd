"use client";

import { FieldError, fieldErrorId } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SecuritySettings } from "@/lib/settings/defaults";
import { securitySettingsSchema } from "../schema";
import { SettingsCard } from "./settings-card";
import { SettingsForm, useSettingsForm } from "./use-settings-form";
import { SettingSwitch } from "./setting-switch";

const FIELDS = ["minPasswordLength", "sessionTimeout", "maxLoginAttempts", "enableTwoFactor", "requireEmailVerification"] as const;

const NUMBERS = [
  {
    name: "minPasswordLength",
    label: "Minimum password length",
    min: 6,
    max: 20,
    hint: "6 to 20 characters. Applies to every new password: sign-up, reset, invitations and password changes.",
  },
  {
    name: "sessionTimeout",
    label: "Session timeout (minutes)",
    min: 15,
    max: 1440,
    hint: "15 to 1440 minutes without activity before a session ends. Applies to sign-ins from now on.",
  },
  {
    name: "maxLoginAttempts",
    label: "Maximum login attempts",
    min: 3,
    max: 10,
    hint: "3 to 10 failed sign-ins in a row lock the account for 15 minutes.",
  },
] as const;

export function SecuritySettingsCard() {
  return (
    <SettingsCard group="security" title="Security" description="Password rules, sessions and sign-in protection. Changes take effect at once." rows={5}>
      {(settings) => <SecuritySettingsForm initial={settings} />}
    </SettingsCard>
  );
}

function SecuritySettingsForm({ initial }: { initial: SecuritySettings }) {
  const { form, onSubmit, pending } = useSettingsForm("security", securitySettingsSchema, initial, {
    saved: "Security settings updated!",
    failed: "Failed to update security settings. Please try again.",
    fields: FIELDS,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SettingsForm label="Security settings" onSubmit={onSubmit} pending={pending} saveLabel="Save Security Settings">
      <div className="grid gap-5 md:grid-cols-3">
        {NUMBERS.map(({ name, label, min, max, hint }) => {
          const message = errors[name]?.message;
          return (
            <div key={name} className="space-y-2">
              <Label htmlFor={name}>{label}</Label>
              <Input
                id={name}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                {...register(name, { valueAsNumber: true })}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${fieldErrorId(name)} ${name}-hint` : `${name}-hint`}
              />
              <p id={`${name}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </p>
              <FieldError id={fieldErrorId(name)} message={message} />
            </div>
          );
        })}
      </div>
      <SettingSwitch
        control={control}
        name="enableTwoFactor"
        label="Two-factor authentication"
        description="Admins and staff must sign in with a code from an authenticator app. Anyone who has not set it up yet is asked to do so from their profile."
      />
      <SettingSwitch
        control={control}
        name="requireEmailVerification"
        label="Require email verification"
        description="People must confirm their email address before they can sign in."
      />
    </SettingsForm>
  );
}
