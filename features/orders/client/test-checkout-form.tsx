"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, errorMessage } from "@/lib/api/client";

type PayAnswer = { data: { order: { status: string }; declineMessage: string | null } };

/** The test provider's card form: Stripe's test numbers pay (4242…) or are declined (4000 0000 0000 0002…). */
export function TestCheckoutForm({ orderId, total }: { orderId: string; total: string }) {
  const router = useRouter();
  const [cardNumber, setCardNumber] = useState("4242 4242 4242 4242");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setBusy("pay");
    setError(null);
    try {
      const answer = await api<PayAnswer>(`/checkout/${orderId}/test-pay`, { method: "POST", body: { cardNumber } });
      if (answer.data.declineMessage) setError(answer.data.declineMessage);
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, "The payment could not be made"));
    } finally {
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy("cancel");
    try {
      await api(`/checkout/${orderId}/cancel`, { method: "POST" });
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, "The checkout could not be cancelled"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="card-help card-error"
        />
        <p id="card-help" className="text-xs text-muted-foreground">
          Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to be declined.
        </p>
        <p id="card-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === "pay" ? "Paying…" : `Pay ${total}`}
        </Button>
        <Button type="button" variant="outline" onClick={cancel} disabled={busy !== null}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
