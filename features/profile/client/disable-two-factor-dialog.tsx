"use client";

import { useState } from "react";
import { toast } from "sonner";
import { PasswordInput } from "@/features/auth/client";
import { ConfirmDialog } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { useDisableTwoFactor } from "./queries";

/** Turning two-factor sign-in off asks for the password, or an app or recovery code. */
export function DisableTwoFactorDialog({ required }: { required: boolean }) {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const field = useCode ? "disable-code" : "disable-password";

  function reset(next: boolean) {
    setOpen(next);
    setValue("");
    setError(undefined);
    setUseCode(false);
  }

  async function confirm() {
    if (!value.trim()) {
      setError(useCode ? "Enter a code from your authenticator app or a recovery code" : "Enter your password");
      return false;
    }
    try {
      await disable.mutateAsync(useCode ? { code: value.trim() } : { password: value });
      toast.success("Two-factor sign-in is off");
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fieldErrors : {};
      setError(fields.password?.[0] ?? fields.code?.[0] ?? errorMessage(err, "Two-factor sign-in could not be turned off. Please try again."));
      return false;
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => reset(true)}>
        Turn off
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={reset}
        title="Turn off two-factor sign-in?"
        description={`${required ? "Your administrator requires it for your role, so you will be asked to set it up again." : "Signing in will only ask for your password."} Confirm it is you first.`}
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        destructive
        onConfirm={confirm}
      >
        <div className="space-y-2">
          <Label htmlFor={field}>{useCode ? "Authenticator or recovery code" : "Password"}</Label>
          {useCode ? (
            <Input id={field} autoComplete="one-time-code" value={value} onChange={(e) => setValue(e.target.value)} {...fieldErrorProps(field, error)} />
          ) : (
            <PasswordInput id={field} autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} {...fieldErrorProps(field, error)} />
          )}
          <FieldError id={fieldErrorId(field)} message={error} />
          <Button
            type="button"
            variant="link"
            className="h-auto px-0"
            onClick={() => {
              setUseCode((v) => !v);
              setValue("");
              setError(undefined);
            }}
          >
            {useCode ? "Use my password instead" : "Use a code instead"}
          </Button>
        </div>
      </ConfirmDialog>
    </>
  );
}
