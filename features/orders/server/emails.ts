// Emails of selling courses: the receipt on payment and the refund notice.
import { formatMoney } from "@/lib/utils";
import { renderEmail } from "@/lib/email/layout";

export { formatMoney };

type OrderFacts = { id: string; courseTitle: string; subtotalCents: number; discountCents: number; totalCents: number; currency: string; couponCode: string | null };

export function receiptEmail(name: string, order: OrderFacts, url: string) {
  const money = (c: number) => formatMoney(c, order.currency);
  const lines = [
    `Thank you for your purchase, ${name}. You are enrolled in ${order.courseTitle}.`,
    `Order ${order.id}: ${order.courseTitle}, ${money(order.subtotalCents)}.`,
    ...(order.discountCents > 0 ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ""}: −${money(order.discountCents)}.`] : []),
    `Total paid: ${money(order.totalCents)}.`,
  ];
  return renderEmail({
    subject: `Your receipt for ${order.courseTitle}`,
    heading: "Payment received",
    paragraphs: lines,
    action: { label: "Start learning", url },
    footnote: "Keep this email as your receipt. Your purchases are also listed on your profile.",
  });
}

export function refundEmail(name: string, order: OrderFacts & { refundedCents: number; revoked: boolean }) {
  return renderEmail({
    subject: `Your refund for ${order.courseTitle}`,
    heading: "Refund issued",
    paragraphs: [
      `Hello ${name}, we have refunded ${formatMoney(order.refundedCents, order.currency)} of order ${order.id} (${order.courseTitle}).`,
      order.revoked ? "Your access to the course has ended." : "You keep your access to the course.",
      "Refunds usually reach your card within 5 to 10 business days.",
    ],
    footnote: "You received this email because an order of yours on Masterly was refunded.",
  });
}
