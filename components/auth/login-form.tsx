"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiRequestError } from "@/lib/api/client";
import { safeCallbackUrl } from "@/lib/safe-redirect";
import { loginSchema, type LoginInput } from "@/lib/validations/auth";
import { PasswordInput } from "./password-input";
import { ResendVerification } from "./resend-verification";

type LoginResponse = { message?: string; data: { user: { name: string } } };

export function LoginForm() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "", remember: false } });

  async function onSubmit(values: LoginInput) {
    setUnverifiedEmail(null);
    try {
      const res = await api<LoginResponse>("/auth/login", { method: "POST", body: values });
      toast.success("Welcome back!", { description: res.message || `Hello ${res.data.user.name}, you've been successfully logged in.` });
      router.replace(safeCallbackUrl(searchParams.get("callbackUrl")));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.body?.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(values.email);
      const description = error instanceof ApiRequestError && error.body?.message ? error.body.message : "Invalid email or password. Please try again.";
      toast.error("Login Failed", { description });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} {...fieldErrorProps("email", errors.email?.message)} />
        <FieldError id={fieldErrorId("email")} message={errors.email?.message} />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="password">Password</Label>
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <PasswordInput id="password" autoComplete="current-password" {...register("password")} {...fieldErrorProps("password", errors.password?.message)} />
        <FieldError id={fieldErrorId("password")} message={errors.password?.message} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="remember" checked={Boolean(watch("remember"))} onCheckedChange={(checked) => setValue("remember", checked === true)} />
        <Label htmlFor="remember" className="font-normal">
          Remember me
        </Label>
      </div>
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
