"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/data-list/form-footer";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { resetPasswordSchema } from "../schema";
import { NewPasswordFields } from "./new-password-fields";
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
      <NewPasswordFields
        minPasswordLength={minPasswordLength}
        password={{ input: register("password"), error: errors.password?.message }}
        confirm={{ input: register("confirmPassword"), error: errors.confirmPassword?.message }}
        labels={["New password", "Confirm new password"]}
      />
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Saving...">
        {mode === "set" ? "Set password" : "Reset password"}
      </SubmitButton>
    </form>
  );
}
