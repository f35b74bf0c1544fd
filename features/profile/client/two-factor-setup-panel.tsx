"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Copy } from "lucide-react";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { useEnableTwoFactor } from "./queries";
import { enableTwoFactorSchema, type TwoFactorSetup } from "../schema";

/** Step 1 scan (or type the key), step 2 confirm with a current code. */
export function TwoFactorSetupPanel({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = enableTwoFactorSchema.safeParse({ code: code.replace(/\s+/g, ""), password });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === "code")?.message);
      setPasswordError(parsed.error.issues.find((i) => i.path[0] === "password")?.message);
      return;
    }
    setError(undefined);
    setPasswordError(undefined);
    enable.mutate(parsed.data, {
      onSuccess: (codes) => {
        toast.success("Two-factor sign-in is on");
        onEnabled(codes);
      },
      onError: (err) => {
        const fields = err instanceof ApiRequestError ? err.fieldErrors : {};
        if (fields.password?.[0]) {
          setPasswordError(fields.password[0]);
          return;
        }
        setError(fields.code?.[0] ?? errorMessage(err, "The code could not be checked. Please try again."));
      },
    });
  }

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success("Setup key copied");
    } catch {
      toast.error("Copy failed: select the key and copy it yourself");
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="space-y-2">
        <p className="text-sm font-medium">1. Scan this QR code with your authenticator app</p>
        {/* A data URL drawn on our server; next/image adds nothing for it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={setup.qrCode} alt="QR code to add Masterly to your authenticator app" width={220} height={220} className="rounded-lg border bg-white p-2" />
      </div>
      <div className="space-y-5">
        <div className="space-y-2">
          <p className="text-sm font-medium">Can&apos;t scan it? Enter this setup key instead</p>
          <div className="flex flex-wrap items-center gap-2">
            <code data-testid="two-factor-secret" className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all">
              {grouped}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={() => void copyKey()}>
              <Copy aria-hidden />
              Copy key
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Time-based (TOTP), 6 digits, every 30 seconds.</p>
        </div>
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Confirm two-factor sign-in">
          <FormField id="two-factor-code" label="2. Enter the 6-digit code from the app" error={error} className="max-w-xs space-y-2">
            {(control) => <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />}
          </FormField>
          <FormField id="two-factor-password" label="3. Your password" error={passwordError} className="max-w-xs space-y-2">
            {(control) => <Input {...control} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={enable.isPending} pendingLabel="Verifying...">
              Verify and turn on
            </SubmitButton>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
