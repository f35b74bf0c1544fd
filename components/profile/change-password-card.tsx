"use client";

import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { errorMessage } from "@/lib/api/client";
import { useChangePassword } from "@/lib/queries/profile";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/validations/profile";

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
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Change password</h2>
        </CardTitle>
        <CardDescription>You will stay signed in here; every other session is signed out.</CardDescription>
      </CardHeader>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
        <CardContent className="grid gap-5 md:grid-cols-3">
          {FIELDS.map((name) => (
            <div key={name} className="space-y-2">
              <Label htmlFor={name}>{labels[name]}</Label>
              <PasswordInput id={name} autoComplete={autocomplete[name]} {...register(name)} {...fieldErrorProps(name, errors[name]?.message)} />
              {name === "newPassword" && !errors.newPassword && <p className="text-xs text-muted-foreground">At least {minPasswordLength} characters.</p>}
              <FieldError id={fieldErrorId(name)} message={errors[name]?.message} />
            </div>
          ))}
        </CardContent>
        <CardFooter className="mt-6 justify-end border-t pt-6">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
