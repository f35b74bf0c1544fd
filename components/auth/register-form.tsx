"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiRequestError, logUnexpected } from "@/lib/api/client";
import { registerSchema, type RegisterResponse } from "@/lib/validations/auth";
import { PasswordInput } from "./password-input";
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

  const field = (name: keyof Values) => fieldErrorProps(name, errors[name]?.message);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {course && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="register-course">
          {course.free ? "Create your account to enroll in " : "Create your account, then come back to "}
          <strong>{course.title}</strong>
          {course.free ? "." : " when checkout opens."}
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor="name">Full name</Label>
        <Input id="name" autoComplete="name" {...register("name")} {...field("name")} />
        <FieldError id={fieldErrorId("name")} message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" autoComplete="email" {...register("email")} {...field("email")} />
        <FieldError id={fieldErrorId("email")} message={errors.email?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Password</Label>
        <PasswordInput id="password" autoComplete="new-password" {...register("password")} {...field("password")} />
        <p className="text-xs text-muted-foreground">At least {minPasswordLength} characters.</p>
        <FieldError id={fieldErrorId("password")} message={errors.password?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmPassword">Confirm password</Label>
        <PasswordInput id="confirmPassword" autoComplete="new-password" {...register("confirmPassword")} {...field("confirmPassword")} />
        <FieldError id={fieldErrorId("confirmPassword")} message={errors.confirmPassword?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
