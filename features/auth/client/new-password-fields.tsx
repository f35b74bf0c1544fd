"use client";

// Choosing a password: the password with its length rule, and the same again to confirm it
// (registering, resetting or setting a password, accepting a staff invitation).
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/data-list/text-field";
import { PasswordInput } from "./password-input";

type Binding = { input: UseFormRegisterReturn; error?: string };

type Props = {
  minPasswordLength: number;
  password: Binding;
  confirm: Binding;
  /** "New password" and "Confirm new password" where the account already has one. */
  labels?: readonly [password: string, confirm: string];
};

export function NewPasswordFields({ minPasswordLength, password, confirm, labels = ["Password", "Confirm password"] }: Props) {
  return (
    <>
      <FormField id="password" label={labels[0]} error={password.error} hint={`At least ${minPasswordLength} characters.`} className="space-y-2">
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...password.input} />}
      </FormField>
      <FormField id="confirmPassword" label={labels[1]} error={confirm.error} className="space-y-2">
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirm.input} />}
      </FormField>
    </>
  );
}
