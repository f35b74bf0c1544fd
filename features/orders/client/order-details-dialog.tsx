"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog, LoadingBlocks } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiRequestError } from "@/lib/api/client";
import { orderDetailQueryOptions, useRefundOrder, type OrderDetail } from "./queries";
import { formatMoney } from "@/lib/utils";
import { OrderStatusBadge } from "./order-status-badge";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

const EVENT_LABEL: Record<string, string> = {
  created: "Created",
  checkout_started: "Checkout started",
  paid: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  failed: "Payment failed",
  expired: "Checkout expired",
  note: "Note",
  duplicate: "Duplicate payment",
  coupon_refused: "Coupon used up: refunded",
  complimentary: "Given for free",
};

type Props = { orderId: string | null; onOpenChange: (open: boolean) => void; canRefund: boolean };

/** One order: its figures, the provider's ids, its timeline, and (for admins) a refund. */
export function OrderDetailsDialog({ orderId, onOpenChange, canRefund }: Props) {
  const query = useQuery({ ...orderDetailQueryOptions(orderId ?? ""), enabled: orderId !== null });
  const order = query.data;
  return (
    <Dialog open={orderId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Order details</DialogTitle>
          <DialogDescription className="break-all">Order {orderId}</DialogDescription>
        </DialogHeader>
        {!order ? (
          query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              This order could not be loaded.
            </p>
          ) : (
            <LoadingBlocks label="Loading the order" className="space-y-2" blocks={["h-24 w-full", "h-32 w-full"]} />
          )
        ) : (
          <OrderBody order={order} canRefund={canRefund} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderBody({ order, canRefund }: { order: OrderDetail; canRefund: boolean }) {
  const money = (c: number) => formatMoney(c, order.currency);
  const refundable = order.status === "paid" && order.totalCents - order.refundedCents > 0;
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} partial={order.refundedCents > 0} />
        </dd>
        <dt className="text-muted-foreground">Learner</dt>
        <dd className="break-all">
          {order.userName} ({order.userEmail})
        </dd>
        <dt className="text-muted-foreground">Course</dt>
        <dd>{order.courseTitle}</dd>
        <dt className="text-muted-foreground">Price</dt>
        <dd className="tabular-nums">{money(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="tabular-nums">
              −{money(order.discountCents)}
              {order.couponCode ? ` (${order.couponCode})` : ""}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums" data-testid="order-detail-total">
          {money(order.totalCents)}
        </dd>
        {order.refundedCents > 0 && (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd className="tabular-nums">{money(order.refundedCents)}</dd>
          </>
        )}
        {order.status === "complimentary" && (
          <>
            <dt className="text-muted-foreground">Given by</dt>
            <dd>{order.grantedByName ?? "A removed staff member"}</dd>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{order.grantReason}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Provider</dt>
        <dd>{order.provider}</dd>
        {order.providerRef && (
          <>
            <dt className="text-muted-foreground">Checkout id</dt>
            <dd className="font-mono text-xs break-all">{order.providerRef}</dd>
          </>
        )}
        {order.paymentRef && (
          <>
            <dt className="text-muted-foreground">Payment id</dt>
            <dd className="font-mono text-xs break-all">{order.paymentRef}</dd>
          </>
        )}
      </dl>

      <section aria-labelledby="order-timeline-heading" className="space-y-2">
        <h3 id="order-timeline-heading" className="font-semibold">
          Timeline
        </h3>
        <ol className="space-y-2 border-l pl-4" data-testid="order-timeline">
          {order.timeline.map((e) => (
            <li key={e.id}>
              <p className="font-medium">
                {EVENT_LABEL[e.type] ?? e.type}
                {e.amountCents != null && e.amountCents > 0 && e.type !== "note" ? ` · ${money(e.amountCents)}` : ""}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
              </p>
              {e.message && <p className="text-xs">{e.message}</p>}
              {e.providerRef && <p className="font-mono text-xs break-all text-muted-foreground">{e.providerRef}</p>}
            </li>
          ))}
        </ol>
      </section>

      {canRefund && refundable && <RefundControl order={order} />}
    </div>
  );
}

function RefundControl({ order }: { order: OrderDetail }) {
  const remaining = order.totalCents - order.refundedCents;
  const money = (c: number) => formatMoney(c, order.currency);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundOrder();

  function parseAmount(): number | undefined | null {
    if (!amount.trim()) return undefined;
    const value = Math.round(Number(amount) * 100);
    if (!Number.isFinite(value) || value <= 0) return null;
    return value;
  }

  function change(next: boolean) {
    setOpen(next);
    setAmount("");
    setError(null);
  }

  async function confirm() {
    const cents = parseAmount();
    const invalid =
      cents === null ? "Enter an amount greater than 0, or leave it empty for a full refund" : cents !== undefined && cents > remaining ? `At most ${money(remaining)} can be refunded` : null;
    if (invalid) {
      setError(invalid);
      return false;
    }
    try {
      const res = await refund.mutateAsync({ id: order.id, amountCents: cents && cents < remaining ? cents : undefined });
      toast.success(res.data.order.status === "refunded" ? "Order refunded" : "Partial refund issued");
    } catch (e) {
      setError(e instanceof ApiRequestError ? (e.fieldErrors.amountCents?.[0] ?? e.message) : "The refund failed. Please try again.");
      return false;
    }
  }

  const cents = parseAmount();
  const full = cents === undefined || cents === remaining;
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title="Refund this order?"
        description={
          full
            ? `${money(remaining)} goes back to ${order.userName}, their access to ${order.courseTitle} ends, and they are emailed.`
            : `Part of the payment goes back to ${order.userName}, who keeps access to ${order.courseTitle} and is emailed.`
        }
        confirmLabel={full ? `Refund ${money(remaining)}` : "Refund part"}
        pendingLabel="Refunding..."
        destructive
        onConfirm={confirm}
      >
        <div className="space-y-1.5">
          <Label htmlFor="refund-amount">Amount ({order.currency})</Label>
          <Input
            id="refund-amount"
            inputMode="decimal"
            placeholder={`${(remaining / 100).toFixed(2)} (full refund)`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "refund-amount-help refund-amount-error" : "refund-amount-help"}
          />
          <p id="refund-amount-help" className="text-xs text-muted-foreground">
            Leave empty to refund the whole {money(remaining)}.
          </p>
          <FieldError id="refund-amount-error" message={error ?? undefined} />
        </div>
      </ConfirmDialog>
    </>
  );
}
