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

const ACCESS_LINE = {
  ended: () => "Your access to the course has ended.",
  kept: () => "You keep your access to the course.",
  couponRefused: (order: OrderFacts) =>
    `Your payment arrived after your checkout had closed, and by then ${order.couponCode ? `coupon ${order.couponCode}` : "its coupon"} had been used up, so we could not accept it at that discount: the whole payment is refunded and the course was not added. You can buy it again from the course page.`,
};

/** `access`: what the refund did to the learner's access, or that the payment never gave any (its coupon was used up). */
export function refundEmail(name: string, order: OrderFacts & { refundedCents: number; access: keyof typeof ACCESS_LINE }) {
  return renderEmail({
    subject: `Your refund for ${order.courseTitle}`,
    heading: "Refund issued",
    paragraphs: [
      `Hello ${name}, we have refunded ${formatMoney(order.refundedCents, order.currency)} of order ${order.id} (${order.courseTitle}).`,
      ACCESS_LINE[order.access](order),
      "Refunds usually reach your card within 5 to 10 business days.",
    ],
    footnote: "You received this email because an order of yours on Masterly was refunded.",
  });
}
