// /profile/receipts/<orderId>: the learner's printable receipt. The order is orders'; the page lives
// with the profile, which lists the receipts.
import "server-only";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PrintButton } from "../client/print-button";
import { getOrder } from "@/features/orders/server";
import { getGeneralSettings } from "@/lib/settings/store";
import { cn, formatMoney } from "@/lib/utils";
import { idSchema } from "@/lib/validation/common";
import { getCurrentUser } from "@/lib/auth/current-user";

type Props = { params: Promise<{ orderId: string }> };

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** A printable receipt for one of the learner's own paid (or refunded) orders. */
export async function ReceiptPage({ params }: Props) {
  const { orderId } = await params;
  if (!idSchema.safeParse(orderId).success) notFound();
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/profile/receipts/${orderId}`)}`);
  const order = await getOrder(orderId, user.id).catch(() => null);
  if (!order || !order.paidAt) notFound();
  const { siteName, contactEmail } = await getGeneralSettings();
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/profile" className="text-sm underline underline-offset-2">
          Back to profile
        </Link>
        <PrintButton />
      </div>
      <Card className="print:border-0 print:shadow-none">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">Receipt</h1>
          </CardTitle>
          <CardDescription>
            {siteName} · {contactEmail}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
            <dt className="text-muted-foreground">Receipt for</dt>
            <dd>
              {order.userName} ({order.userEmail})
            </dd>
            <dt className="text-muted-foreground">Order</dt>
            <dd className="font-mono text-xs break-all">{order.id}</dd>
            <dt className="text-muted-foreground">Date paid</dt>
            <dd>{day(order.paidAt)}</dd>
            {order.paymentRef && (
              <>
                <dt className="text-muted-foreground">Payment</dt>
                <dd className="font-mono text-xs break-all">{order.paymentRef}</dd>
              </>
            )}
          </dl>
          <table className="w-full text-left" aria-label="Receipt lines">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <ReceiptLine className="border-b" label={order.courseTitle} amount={money(order.subtotalCents)} />
              {order.discountCents > 0 && <ReceiptLine className="border-b" label={`Discount${order.couponCode ? ` (${order.couponCode})` : ""}`} amount={money(order.discountCents)} minus />}
              <ReceiptLine total label="Total paid" amount={money(order.totalCents)} />
              {order.refundedCents > 0 && <ReceiptLine label={`Refunded${order.refundedAt ? ` on ${day(order.refundedAt)}` : ""}`} amount={money(order.refundedCents)} minus />}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}

/** One line of the receipt: a charge, a deduction (`minus`), or the total paid (a row header, in bold). */
function ReceiptLine({ label, amount, minus, total, className }: { label: string; amount: string; minus?: boolean; total?: boolean; className?: string }) {
  const Label = total ? "th" : "td";
  return (
    <tr className={className}>
      <Label scope={total ? "row" : undefined} className={cn("py-2", total && "font-semibold")}>
        {label}
      </Label>
      <td className={cn("py-2 text-right tabular-nums", total && "font-semibold")} data-testid={total ? "receipt-total" : undefined}>
        {minus && "−"}
        {amount}
      </td>
    </tr>
  );
}
