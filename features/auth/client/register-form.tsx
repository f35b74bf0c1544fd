"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Input } from "@/components/ui/input";
import { api, ApiRequestError, logUnexpected } from "@/lib/api/client";
import { registerSchema, type RegisterResponse } from "../schema";
import { NewPasswordFields } from "./new-password-fields";
import type { z } from "zod";

type Values = z.input<ReturnType<typeof registerSchema>>;

/** `course`: registering from a course page (/register?course=<id>) enrolls in it after verification. */
export function RegisterForm({ minPasswordLength, course }: { minPasswordLength: number; course?: { id: string; title: string; free: boolean } | null }) {
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(registerSchema(minPasswordLength)), defaultValues: { name: "", email: "", password: "", confirmPassword: "" } });

  async function onSubmit(values: Values) {
    try {
      const res = await api<RegisterResponse>("/auth/register", { method: "POST", body: course ? { ...values, courseId: course.id } : values });
      if (res.requiresVerification) {
        setSentTo(values.email);
        return;
      }
      toast.success("Welcome to Masterly!", { description: res.message });
      router.replace(course ? `/learn/${course.id}` : "/dashboard");
      router.refresh();
    } catch (error) {
      applyServerErrors(error, setError, Object.keys(values));
      logUnexpected("[register] failed", error);
      toast.error("Registration failed", { description: error instanceof ApiRequestError && error.body?.message ? error.body.message : "Please check the form and try again." });
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 text-center">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a verification link to <strong className="text-foreground">{sentTo}</strong>. Open it to activate your account, then sign in.
        </p>
        {course?.free && <p className="text-sm text-muted-foreground">Once your email is verified, you are enrolled in “{course.title}”.</p>}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {course && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="register-course">
          {course.free ? "Create your account to enroll in " : "Create your account, then come back to "}
          <strong>{course.title}</strong>
          {course.free ? "." : " when checkout opens."}
        </p>
      )}
      <FormField id="name" label="Full name" error={errors.name?.message} className="space-y-2">
        {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
      </FormField>
      <FormField id="email" label="Email" error={errors.email?.message} className="space-y-2">
        {(control) => <Input {...control} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <NewPasswordFields
        minPasswordLength={minPasswordLength}
        password={{ input: register("password"), error: errors.password?.message }}
        confirm={{ input: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Creating account...">
        Create account
      </SubmitButton>
    </form>
  );
}
