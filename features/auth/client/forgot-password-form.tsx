"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/api/client";
import { emailOnlySchema } from "../schema";
import type { z } from "zod";

type Values = z.input<typeof emailOnlySchema>;

export function ForgotPasswordForm() {
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  async function onSubmit(values: Values) {
    try {
      const res = await api<{ message: string }>("/auth/forgot-password", { method: "POST", body: values });
      setMessage(res.message);
    } catch (error) {
      toast.error("Could not send the reset link", { description: errorMessage(error, "Please try again in a moment.") });
    }
  }

  if (message) {
    return (
      <div role="status" className="space-y-3 text-center">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField id="email" label="Email" error={errors.email?.message} className="space-y-2">
        {(control) => <Input {...control} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
