"use client";

import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { PasswordInput } from "@/features/auth/client";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { SettingsCardHeader } from "@/features/settings/client";
import { SubmitButton } from "@/components/data-list/form-footer";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { FormField } from "@/components/data-list/text-field";
import { errorMessage } from "@/lib/api/client";
import { useChangePassword } from "./queries";
import { changePasswordSchema, type ChangePasswordInput } from "../schema";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordCard({ minPasswordLength }: { minPasswordLength: number }) {
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(minPasswordLength), [minPasswordLength]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  function onSubmit(values: ChangePasswordInput) {
    change.mutate(values, {
      onSuccess: (res) => {
        reset(EMPTY);
        toast.success("Password changed", { description: res.message.replace(/^Password changed\.\s*/, "") });
      },
      onError: (error) => {
        applyServerErrors(error, setError, FIELDS);
        toast.error(errorMessage(error, "Failed to change your password. Please try again."));
      },
    });
  }

  const labels = { currentPassword: "Current password", newPassword: "New password", confirmPassword: "Confirm new password" } as const;
  const autocomplete = { currentPassword: "current-password", newPassword: "new-password", confirmPassword: "new-password" } as const;

  return (
    <Card>
      <SettingsCardHeader title="Change password" description="You will stay signed in here; every other session is signed out." />
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
        <CardContent className="grid gap-5 md:grid-cols-3">
          {FIELDS.map((name) => (
            <FormField
              key={name}
              id={name}
              label={labels[name]}
              error={errors[name]?.message}
              // The length rule makes way for the error rather than stand beside it.
              hint={name === "newPassword" && !errors.newPassword ? `At least ${minPasswordLength} characters.` : undefined}
              className="space-y-2"
            >
              {(control) => <PasswordInput {...control} autoComplete={autocomplete[name]} {...register(name)} />}
            </FormField>
          ))}
        </CardContent>
        <CardFooter className="mt-6 justify-end border-t pt-6">
          <SubmitButton pending={change.isPending} pendingLabel="Changing...">
            Change password
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
