"use client";

// The course page's coupon: a code is checked with POST /api/coupons/validate, which answers the
// discounted price or why the code cannot be used; the applied code goes on to checkout.
import { useState } from "react";
import { ApiRequestError } from "@/lib/api/client";
import { validateCoupon, type CouponPreview } from "@/features/coupons/client";
import { formatMoney } from "@/lib/utils";

type Props = { courseId: string; applied: CouponPreview | null; onApplied: (preview: CouponPreview | null) => void; disabled?: boolean };

export function CouponField({ courseId, applied, onApplied, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError("Enter a coupon code");
    setBusy(true);
    setError(null);
    try {
      onApplied(await validateCoupon(courseId, code.trim()));
    } catch (e) {
      onApplied(null);
      setError(e instanceof ApiRequestError ? (e.fieldErrors.couponCode?.[0] ?? e.fieldErrors.code?.[0] ?? e.message) : "The code could not be checked. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    const money = (c: number) => formatMoney(c, applied.currency);
    return (
      <div className="space-y-1 rounded-md border p-3 text-sm" data-testid="coupon-applied">
        <p className="flex justify-between gap-2">
          <span>Coupon {applied.coupon.code}</span>
          <span className="tabular-nums">−{money(applied.discountCents)}</span>
        </p>
        <p className="flex justify-between gap-2 font-semibold">
          <span>You pay</span>
          <span className="tabular-nums" data-testid="coupon-total">
            <s className="mr-2 font-normal text-muted-foreground">{money(applied.subtotalCents)}</s>
            {money(applied.totalCents)}
          </span>
        </p>
        <button
          type="button"
          className="text-xs underline underline-offset-2"
          disabled={disabled}
          onClick={() => {
            onApplied(null);
            setCode("");
          }}
        >
          Remove coupon
        </button>
      </div>
    );
  }

  if (!open) {
    return (
      <button type="button" className="self-start text-sm underline underline-offset-2" onClick={() => setOpen(true)} disabled={disabled}>
        Have a coupon?
      </button>
    );
  }

  return (
    <form onSubmit={apply} className="space-y-1" noValidate>
      <label htmlFor="coupon-code" className="text-sm font-medium">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          className="h-9 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby="coupon-code-error"
        />
        <button type="submit" className="h-9 rounded-md border px-3 text-sm font-medium hover:bg-accent" disabled={busy || disabled}>
          {busy ? "Checking…" : "Apply"}
        </button>
      </div>
      <p id="coupon-code-error" role="alert" className="text-sm text-destructive">
        {error}
      </p>
    </form>
  );
}
