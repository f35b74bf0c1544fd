"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiRequestError } from "@/lib/api/client";
import { safeCallbackUrl } from "@/lib/safe-redirect";
import { loginSchema, type LoginInput, type LoginResponse } from "../schema";
import { PasswordInput } from "./password-input";
import { ResendVerification } from "./resend-verification";

export function LoginForm() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Two-factor step: shown once the server answers TWO_FACTOR_REQUIRED for a correct password.
  const [askCode, setAskCode] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "", remember: false, code: "" } });
  useEffect(() => {
    if (askCode) setFocus("code");
  }, [askCode, setFocus]);

  async function onSubmit(values: LoginInput) {
    setUnverifiedEmail(null);
    setCodeError(undefined);
    try {
      const body = askCode && values.code ? values : { ...values, code: undefined };
      const res = await api<LoginResponse>("/auth/login", { method: "POST", body });
      toast.success(res.data.firstSignIn ? "Welcome!" : "Welcome back!", { description: res.message || `Hello ${res.data.user.name}, you've been successfully logged in.` });
      router.replace(safeCallbackUrl(searchParams.get("callbackUrl")));
      router.refresh();
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.body?.code : undefined;
      if (code === "TWO_FACTOR_REQUIRED" || code === "TWO_FACTOR_INVALID") {
        const wasAsked = askCode;
        setAskCode(true);
        setValue("code", "");
        setFocus("code");
        if (code === "TWO_FACTOR_REQUIRED" && !wasAsked) return;
        setCodeError(error instanceof ApiRequestError ? error.body?.message : undefined);
      }
      if (code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(values.email);
      const description = error instanceof ApiRequestError && error.body?.message ? error.body.message : "Invalid email or password. Please try again.";
      toast.error("Login Failed", { description });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField id="email" label="Email" error={errors.email?.message} className="space-y-2">
        {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} />}
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        className="space-y-2"
        labelAside={
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register("password")} />}
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => <Checkbox id="remember" checked={Boolean(field.value)} onCheckedChange={(checked) => field.onChange(checked === true)} />}
        />
        <Label htmlFor="remember" className="font-normal">
          Remember me
        </Label>
      </div>
      {askCode && (
        <FormField
          id="code"
          label="Authentication code"
          error={codeError}
          hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          className="space-y-2 rounded-lg border bg-muted/40 p-3"
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="one-time-code" placeholder="123456" {...register("code")} />}
        </FormField>
      )}
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
