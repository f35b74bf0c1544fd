"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { NewPasswordFields } from "@/features/auth/client";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api/client";
import { acceptInvitation } from "./queries";
import { acceptInvitationSchema, type AcceptInvitationInput } from "../schema";
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
      <FormField id="invite-email" label="Email" className="space-y-2">
        {(control) => <Input {...control} type="email" value={email} readOnly autoComplete="username" className="bg-muted" />}
      </FormField>
      <FormField id="accept-fullName" label="Your name" error={errors.fullName?.message} className="space-y-2">
        {(control) => <Input {...control} autoComplete="name" {...form.register("fullName")} />}
      </FormField>
      <NewPasswordFields
        minPasswordLength={minPasswordLength}
        password={{ input: form.register("password"), error: errors.password?.message }}
        confirm={{ input: form.register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <SubmitButton className="w-full" pending={busy} pendingLabel="Creating your account...">
        Accept invitation
      </SubmitButton>
    </form>
  );
}
