"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "@/components/ui/card";
import { SettingsCardHeader } from "@/features/settings/client";
import { Skeleton } from "@/components/ui/skeleton";
import { OrderStatusBadge } from "@/features/orders/client";
import { myOrdersQueryOptions } from "@/features/orders/client";
import { formatMoney } from "@/lib/utils";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The learner's purchases (paid and refunded orders), each with its receipt. */
export function PurchasesCard() {
  const query = useQuery(myOrdersQueryOptions());
  const orders = (query.data ?? []).filter((o) => o.status === "paid" || o.status === "refunded");
  return (
    <Card>
      <SettingsCardHeader title="Purchases" description="Courses you bought, with a receipt for each." />
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-16 w-full" role="status" aria-label="Loading your purchases" />
        ) : query.isError ? (
          <p className="text-sm text-destructive">Your purchases could not be loaded.</p>
        ) : orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No purchases yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Purchases">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{o.courseTitle}</p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={o.paidAt ?? o.createdAt}>{day.format(new Date(o.paidAt ?? o.createdAt))}</time> · {formatMoney(o.totalCents, o.currency)}
                    {o.refundedCents > 0 ? ` · ${formatMoney(o.refundedCents, o.currency)} refunded` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <OrderStatusBadge status={o.status} partial={o.refundedCents > 0} />
                  <Link href={`/profile/receipts/${o.id}`} className="text-sm font-medium underline underline-offset-2" aria-label={`Receipt for ${o.courseTitle}`}>
                    Receipt
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
