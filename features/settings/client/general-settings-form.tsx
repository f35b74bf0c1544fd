"use client";

import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectOptions } from "@/components/data-list";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CURRENCIES, LANGUAGES, TIMEZONES, type GeneralSettings } from "@/lib/settings/defaults";
import { CURRENCY_LABELS, LANGUAGE_LABELS, generalSettingsSchema, type GeneralSettingsInput } from "../schema";
import { SettingsCard } from "./settings-card";
import { SettingsForm, useSettingsForm } from "./use-settings-form";

const FIELDS = ["siteName", "siteDescription", "contactEmail", "timezone", "language", "currency"] as const;

export function GeneralSettingsCard() {
  return (
    <SettingsCard group="general" title="General" description="The site's name, how people reach you, and regional defaults." rows={6}>
      {(settings) => <GeneralSettingsForm initial={settings} />}
    </SettingsCard>
  );
}

function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const router = useRouter();
  const { form, onSubmit, pending } = useSettingsForm("general", generalSettingsSchema, initial as GeneralSettingsInput, {
    saved: "Settings updated successfully!",
    failed: "Failed to update settings. Please try again.",
    fields: FIELDS,
    // The header, titles, prices and dates of this page come from these settings.
    onSaved: () => router.refresh(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const selects = [
    { name: "timezone", label: "Timezone", hint: "Every date on the site and in emails is shown in this timezone.", options: TIMEZONES.map((t) => ({ value: t.value, label: t.label })) },
    {
      name: "language",
      label: "Language",
      hint: "Sets how dates and prices are written and the default for emails. The interface itself is in English only for now; it is not translated yet.",
      options: LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] })),
    },
    {
      name: "currency",
      label: "Currency",
      hint: "Changes the symbol every price and revenue figure is shown with. Amounts are not converted: a price of 49.99 stays 49.99 in the new currency.",
      options: CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] })),
    },
  ] as const;

  return (
    <SettingsForm label="General settings" onSubmit={onSubmit} pending={pending} saveLabel="Save Settings">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="siteName">Site name</Label>
          <Input id="siteName" {...register("siteName")} {...fieldErrorProps("siteName", errors.siteName?.message)} />
          <FieldError id={fieldErrorId("siteName")} message={errors.siteName?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contactEmail">Contact email</Label>
          <Input id="contactEmail" type="email" autoComplete="email" {...register("contactEmail")} {...fieldErrorProps("contactEmail", errors.contactEmail?.message)} />
          <FieldError id={fieldErrorId("contactEmail")} message={errors.contactEmail?.message} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="siteDescription">Site description</Label>
        <Textarea id="siteDescription" rows={3} {...register("siteDescription")} {...fieldErrorProps("siteDescription", errors.siteDescription?.message)} />
        <FieldError id={fieldErrorId("siteDescription")} message={errors.siteDescription?.message} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        {selects.map(({ name, label, hint, options }) => (
          <div key={name} className="space-y-2">
            <Label htmlFor={name}>{label}</Label>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={name} className="w-full" onBlur={field.onBlur} ref={field.ref} {...fieldErrorProps(name, errors[name]?.message)}>
                    <SelectValue placeholder={`Select a ${label.toLowerCase()}`} />
                  </SelectTrigger>
                  <SelectOptions options={options} />
                </Select>
              )}
            />
            <FieldError id={fieldErrorId(name)} message={errors[name]?.message} />
            <p className="text-xs text-muted-foreground">{hint}</p>
          </div>
        ))}
      </div>
    </SettingsForm>
  );
}
