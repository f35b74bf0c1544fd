"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiRequestError } from "@/lib/api/client";
import { acceptInvitation } from "@/lib/queries/staff";
import { acceptInvitationSchema, type AcceptInvitationInput } from "@/lib/validations/staff";
import { serverMessage } from "./notify-result";

type Props = { token: string; email: string; fullName: string; minPasswordLength: number };

/** Sets the invitee's password; on success they are signed in and land on the dashboard. */
export function AcceptInviteForm({ token, email, fullName, minPasswordLength }: Props) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema(minPasswordLength)),
    defaultValues: { token, fullName, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await acceptInvitation(values);
      setDone(true);
      toast.success("Welcome to Masterly!", { description: res.message });
      // The dashboard's server layout reads the session cookie this response just set.
      router.replace("/dashboard");
      router.refresh();
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message);
      if (error instanceof ApiRequestError) {
        for (const field of ["fullName", "password", "confirmPassword"] as const) {
          const messages = error.fieldErrors[field];
          if (messages?.[0]) form.setError(field, { message: messages[0] });
        }
      }
      toast.error("Could not accept the invitation", { description: message });
    }
  });

  const busy = isSubmitting || done;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {failure}
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor="invite-email">Email</Label>
        <Input id="invite-email" type="email" value={email} readOnly autoComplete="username" className="bg-muted" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="accept-fullName">Your name</Label>
        <Input id="accept-fullName" autoComplete="name" {...form.register("fullName")} {...fieldErrorProps("accept-fullName", errors.fullName?.message)} />
        <FieldError id={fieldErrorId("accept-fullName")} message={errors.fullName?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Password</Label>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          aria-describedby={errors.password ? `${fieldErrorId("password")} password-hint` : "password-hint"}
          {...form.register("password")}
          {...(errors.password ? { "aria-invalid": true } : {})}
        />
        <p id="password-hint" className="text-xs text-muted-foreground">
          At least {minPasswordLength} characters.
        </p>
        <FieldError id={fieldErrorId("password")} message={errors.password?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmPassword">Confirm password</Label>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
          {...fieldErrorProps("confirmPassword", errors.confirmPassword?.message)}
        />
        <FieldError id={fieldErrorId("confirmPassword")} message={errors.confirmPassword?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating your account..." : "Accept invitation"}
      </Button>
    </form>
  );
}
