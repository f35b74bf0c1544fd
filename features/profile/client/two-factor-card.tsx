"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ShieldCheck, ShieldAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api/client";
import { useStartTwoFactorSetup } from "./queries";
import type { Profile, TwoFactorSetup } from "../schema";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorSetupPanel } from "./two-factor-setup-panel";

/** Set up (scan, confirm a code, keep the recovery codes) or remove two-factor sign-in. */
export function TwoFactorCard({ profile }: { profile: Profile }) {
  const { twoFactor } = profile;
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  function begin() {
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast.error(errorMessage(error, "Two-factor setup could not start. Please try again.")),
    });
  }

  return (
    <Card id="two-factor" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg">Two-factor sign-in</h2>
          {twoFactor.enabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}
          {twoFactor.required && !twoFactor.enabled && <Badge variant="warning">Required for your role</Badge>}
        </CardTitle>
        <CardDescription>A code from an authenticator app (Google Authenticator, 1Password, Authy…) at each sign-in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : twoFactor.enabled ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-start gap-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <p className="text-sm">
                Signing in asks for a code from your authenticator app.{" "}
                <span className="text-muted-foreground">
                  {twoFactor.recoveryCodesLeft} of 10 recovery codes left.
                </span>
              </p>
            </div>
            <DisableTwoFactorDialog required={twoFactor.required} />
          </div>
        ) : setup ? (
          <TwoFactorSetupPanel
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={(codes) => {
              setSetup(null);
              setRecoveryCodes(codes);
            }}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-start gap-3">
              <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
              <p className="text-sm">
                {twoFactor.required
                  ? "Your administrator requires two-factor sign-in for admins and staff. Set it up now to keep your account protected."
                  : "Protect your account with a second step at sign-in."}
              </p>
            </div>
            <Button onClick={begin} disabled={start.isPending}>
              {start.isPending ? "Starting..." : "Set up two-factor sign-in"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
