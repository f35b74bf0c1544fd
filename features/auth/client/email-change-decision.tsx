"use client";

import Link from "next/link";
import { useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";

type Props = { token: string; action: "confirm" | "cancel"; currentEmail: string; newEmail: string };

/** The owner's decision on a sign-in email change: one button, then the server's answer. */
export function EmailChangeDecision({ token, action, currentEmail, newEmail }: Props) {
  const [state, setState] = useState<{ status: "idle" | "pending" | "ok" | "error"; message?: string }>({ status: "idle" });

  async function decide() {
    setState({ status: "pending" });
    try {
      const res = await api<{ message: string }>(`/auth/email-change/${action}`, { method: "POST", body: { token } });
      setState({ status: "ok", message: res.message });
    } catch (error) {
      setState({ status: "error", message: errorMessage(error, "This link could not be used. Please try again.") });
    }
  }

  if (state.status === "ok" || state.status === "error") {
    return (
      <div role="status" className="space-y-4 text-center">
        {state.status === "ok" ? <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden /> : <XCircle className="mx-auto size-10 text-destructive" aria-hidden />}
        <p className="text-sm">{state.message}</p>
        <Button asChild className="w-full">
          <Link href="/login">{action === "confirm" && state.status === "ok" ? "Sign in" : "Back to sign in"}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Current email</dt>
        <dd className="break-all">{currentEmail}</dd>
        <dt className="text-muted-foreground">New email</dt>
        <dd className="break-all font-medium">{newEmail}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        {action === "confirm"
          ? "Confirm only if the new address is yours: it will sign in to your account and receive its password resets, and every session will be signed out."
          : "Your sign-in email stays as it is, and the confirmation link stops working."}
      </p>
      <Button className="w-full" variant={action === "confirm" ? "default" : "destructive"} onClick={decide} disabled={state.status === "pending"}>
        {state.status === "pending" ? (action === "confirm" ? "Confirming..." : "Cancelling...") : action === "confirm" ? "Confirm the change" : "Cancel the change"}
      </Button>
    </div>
  );
}
