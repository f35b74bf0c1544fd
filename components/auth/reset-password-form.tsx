"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { api, errorMessage } from "@/lib/api/client";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { PasswordInput } from "./password-input";
import type { z } from "zod";

type Values = z.input<ReturnType<typeof resetPasswordSchema>>;

/** `mode="set"`: the first password of an account an admin created (/set-password, its own token purpose). */
export function ResetPasswordForm({ token, minPasswordLength, mode = "reset" }: { token: string; minPasswordLength: number; mode?: "reset" | "set" }) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema(minPasswordLength)),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      const res = await api<{ message: string }>(mode === "set" ? "/auth/set-password" : "/auth/reset-password", { method: "POST", body: values });
      setDone(res.message);
    } catch (error) {
      const message = errorMessage(error, mode === "set" ? "Could not set your password. Please try again." : "Could not reset your password. Please try again.");
      setFailure(message);
      toast.error(mode === "set" ? "Setting your password failed" : "Password reset failed", { description: message });
    }
  }

  if (done) {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <p className="text-sm text-muted-foreground">{done}</p>
        <Button asChild className="w-full">
          <Link href="/login">Sign in</Link>
        </Button>
      </div>
    );
  }
  // The token is not a visible field, so a malformed one (a truncated link) is shown here.
  const linkProblem = failure ?? errors.token?.message ?? null;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {linkProblem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {linkProblem}{" "}
          <Link href="/forgot-password" className="font-medium text-primary underline">
            Request a new link
          </Link>
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor="password">New password</Label>
        <PasswordInput id="password" autoComplete="new-password" {...register("password")} {...fieldErrorProps("password", errors.password?.message)} />
        <p className="text-xs text-muted-foreground">At least {minPasswordLength} characters.</p>
        <FieldError id={fieldErrorId("password")} message={errors.password?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmPassword">Confirm new password</Label>
        <PasswordInput id="confirmPassword" autoComplete="new-password" {...register("confirmPassword")} {...fieldErrorProps("confirmPassword", errors.confirmPassword?.message)} />
        <FieldError id={fieldErrorId("confirmPassword")} message={errors.confirmPassword?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : mode === "set" ? "Set password" : "Reset password"}
      </Button>
    </form>
  );
}
