import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button";
import { TestCheckoutForm } from "@/features/orders/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getOrder } from "@/features/orders/server";
import { formatMoney } from "@/features/orders";
import { idSchema } from "@/lib/validation/common";

export const metadata = { title: "Checkout", robots: { index: false } };

type Props = { params: Promise<{ orderId: string }> };

const STATUS_TEXT: Record<string, { title: string; body: string }> = {
  paid: { title: "Payment successful", body: "You are enrolled. A receipt is on its way to your inbox." },
  refunded: { title: "Refunded", body: "This order was refunded." },
  failed: { title: "Payment declined", body: "Your card was declined and nothing was charged. You can start again from the course page." },
  expired: { title: "Checkout cancelled", body: "Nothing was charged. You can start again from the course page whenever you like." },
  pending: { title: "Waiting for payment", body: "Your payment has not been confirmed yet. This page shows the result once it is." },
};

/** The test provider's hosted checkout, and the page Stripe's Checkout returns to. */
export default async function CheckoutPage({ params }: Props) {
  const { orderId } = await params;
  if (!idSchema.safeParse(orderId).success) notFound();
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/checkout/${orderId}`)}`);
  const order = await getOrder(orderId, user.id).catch(() => null);
  if (!order) notFound();
  const money = (cents: number) => formatMoney(cents, order.currency);
  const payable = order.status === "pending" && order.provider === "test";
  const status = STATUS_TEXT[order.status] ?? STATUS_TEXT.pending;

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-semibold">{payable ? "Checkout" : status.title}</h1>
          </CardTitle>
          <CardDescription>{payable ? "Test mode: no real card is charged." : status.body}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="order-summary">
            <dt className="text-muted-foreground">Course</dt>
            <dd className="text-right font-medium">{order.courseTitle}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="text-right">{money(order.subtotalCents)}</dd>
            {order.discountCents > 0 && (
              <>
                <dt className="text-muted-foreground">Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd className="text-right">−{money(order.discountCents)}</dd>
              </>
            )}
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold" data-testid="order-total">{money(order.totalCents)}</dd>
          </dl>
          {payable ? (
            <TestCheckoutForm orderId={order.id} total={money(order.totalCents)} />
          ) : (
            <div className="flex flex-wrap gap-3">
              {order.status === "paid" && (
                <Link className={buttonVariants()} href={`/learn/${order.courseId}`}>
                  Start learning
                </Link>
              )}
              <Link className={buttonVariants({ variant: "outline" })} href={`/courses/${order.courseId}`}>
                Back to the course
              </Link>
            </div>
          )}
          <p className="text-xs text-muted-foreground">Order {order.id}</p>
        </CardContent>
      </Card>
    </main>
  );
}
