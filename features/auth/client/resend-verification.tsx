"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";

export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  return (
    <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p>Your email address is not verified yet. Check your inbox for the verification link.</p>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        disabled={state !== "idle"}
        onClick={async () => {
          setState("sending");
          try {
            const res = await api<{ message: string }>("/auth/resend-verification", { method: "POST", body: { email } });
            toast.success("Verification email sent", { description: res.message });
            setState("sent");
          } catch (error) {
            toast.error("Could not send the email", { description: errorMessage(error, "Please try again in a moment.") });
            setState("idle");
          }
        }}
      >
        {state === "sending" ? "Sending..." : state === "sent" ? "Verification email sent" : "Resend verification email"}
      </Button>
    </div>
  );
}
