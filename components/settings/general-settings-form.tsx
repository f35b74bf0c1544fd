"use client";

import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { CardContent } from "@/components/ui/card";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectOptions } from "@/components/data-list";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useSaveSettings } from "@/lib/queries/settings";
import { CURRENCIES, LANGUAGES, TIMEZONES, type GeneralSettings } from "@/lib/settings/defaults";
import { CURRENCY_LABELS, LANGUAGE_LABELS, generalSettingsSchema, type GeneralSettingsInput } from "@/lib/validations/settings";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { SaveFooter, SettingsCard } from "./settings-card";

const FIELDS = ["siteName", "siteDescription", "contactEmail", "timezone", "language", "currency"] as const;

export function GeneralSettingsCard() {
  return (
    <SettingsCard group="general" title="General" description="The site's name, how people reach you, and regional defaults." rows={6}>
      {(settings) => <GeneralSettingsForm initial={settings} />}
    </SettingsCard>
  );
}

type Output = z.output<typeof generalSettingsSchema>;

function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const save = useSaveSettings("general");
  const router = useRouter();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GeneralSettingsInput, unknown, Output>({ resolver: zodResolver(generalSettingsSchema), defaultValues: initial as GeneralSettingsInput });

  function onSubmit(values: Output) {
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved.data.settings as GeneralSettingsInput);
        toast.success("Settings updated successfully!");
        // The header, titles, prices and dates of this page come from these settings.
        router.refresh();
      },
      onError: (error) => {
        applyServerErrors(error, setError, FIELDS);
        toast.error("Failed to update settings. Please try again.");
      },
    });
  }

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
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="General settings">
      <CardContent className="space-y-5">
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
      </CardContent>
      <SaveFooter pending={save.isPending} label="Save Settings" />
    </form>
  );
}
