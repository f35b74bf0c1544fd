// The orders CSV: the same filters as the orders page, streamed in pages of rows so a large history
// never sits in memory whole. Cells a spreadsheet would run as a formula are escaped.
import "server-only";
import Papa from "papaparse";
import { prisma } from "@/lib/db";
import type { OrdersQuery } from "../schema";
import { toOrderView, VIEW_SELECT, whereFor, type OrderView } from "./read";

const BATCH = 500;
const FIELDS = ["Order", "Created (UTC)", "Status", "Learner", "Learner email", "Course", "Currency", "Price", "Discount", "Coupon", "Total", "Refunded", "Net", "Paid (UTC)", "Refunded (UTC)", "Provider", "Checkout id", "Payment id", "Given by", "Reason"];

const money = (cents: number) => (cents / 100).toFixed(2);

function row(o: OrderView) {
  const net = o.status === "paid" || o.status === "refunded" ? o.totalCents - o.refundedCents : 0;
  return [o.id, o.createdAt, o.status, o.userName, o.userEmail, o.courseTitle, o.currency, money(o.subtotalCents), money(o.discountCents), o.couponCode ?? "", money(o.totalCents), money(o.refundedCents), money(net), o.paidAt ?? "", o.refundedAt ?? "", o.provider, o.providerRef ?? "", o.paymentRef ?? "", o.grantedByName ?? "", o.grantReason ?? ""];
}

const unparse = (data: unknown[][]) => `${Papa.unparse(data, { escapeFormulae: true, newline: "\r\n" })}\r\n`;

/** The filtered orders, newest first, as a stream of CSV text (a BOM first, for spreadsheets). */
export function ordersCsvStream(query: Omit<OrdersQuery, "page" | "limit">): ReadableStream<Uint8Array> {
  const where = whereFor({ ...query, page: 1, limit: BATCH }, null);
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await prisma.order.findMany({
          where,
          select: VIEW_SELECT,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: BATCH,
          ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        });
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${unparse([FIELDS])}`));
        }
        if (rows.length) controller.enqueue(encoder.encode(unparse(rows.map((r) => row(toOrderView(r))))));
        if (rows.length < BATCH) controller.close();
        else cursor = rows[rows.length - 1].id;
      } catch (error) {
        console.error("[orders] the CSV export failed midway:", error);
        controller.error(error);
      }
    },
  });
}
