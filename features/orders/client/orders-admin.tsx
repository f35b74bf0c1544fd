"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import {
  ActionsHead,
  DatedList,
  HeaderRow,
  type DatedListText,
  StatCards,
  useDatedFilters,
  useListState,
  usePermissions,
} from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { ORDER_PAGE_SIZE, orderListOptions, ordersExportUrl, type OrderFilterState, type OrderTotals, type OrderView } from "./queries";
import { formatMoney } from "@/lib/utils";
import { OrderDetailsDialog } from "./order-details-dialog";
import { ORDER_STATUS_OPTIONS, OrderStatusBadge } from "./order-status-badge";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const FILTER_KEYS = ["status", "from", "to"] as const;
const SORTS = ["createdAt"] as const;

const TEXT: DatedListText = {
  id: "orders",
  noun: "orders",
  search: { id: "orders-search", placeholder: "Learner, email, course or order id" },
  select: { id: "orders-status", label: "Status", allLabel: "All statuses", options: ORDER_STATUS_OPTIONS, className: "sm:w-44" },
  empty: { icon: Receipt, title: "No orders found", hint: "Orders appear here when learners buy courses" },
  table: "Orders",
  pages: { label: "Order pages", nouns: ["order", "orders"] },
};

/** Every order, searchable and filterable, with totals for the filtered set and a CSV of the same view. The view lives in the URL. */
export function OrdersAdmin() {
  const canRefund = usePermissions().can("update", "orders");
  const list = useListState({ sorts: SORTS, defaultSort: "createdAt", filters: FILTER_KEYS, defaultPageSize: ORDER_PAGE_SIZE });
  const dated = useDatedFilters(list, "status");
  const filters = { status: dated.selected, from: dated.from, to: dated.to };
  const [openId, setOpenId] = useState<string | null>(null);
  const state: OrderFilterState = { ...filters, search: list.search, page: list.page, limit: list.pageSize };
  const query = useQuery({ ...orderListOptions(state), enabled: !dated.badRange });

  const data = query.data;
  const orders = data?.data.orders ?? [];
  const currency = orders[0]?.currency ?? "USD";

  return (
    <div className="space-y-4">
      {data && <TotalsCards totals={data.totals} count={data.results} currency={currency} />}
      <DatedList {...TEXT} list={list} dated={dated} exportUrl={ordersExportUrl(state)} query={query} count={orders.length}>
        <HeaderRow>
          <TableHead data-priority="3">Date</TableHead>
          <TableHead>Learner</TableHead>
          <TableHead data-priority="2">Course</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <ActionsHead label="Details" />
        </HeaderRow>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
          ))}
        </TableBody>
      </DatedList>
      <OrderDetailsDialog orderId={openId} onOpenChange={(open) => !open && setOpenId(null)} canRefund={canRefund} />
    </div>
  );
}

function TotalsCards({ totals, count, currency }: { totals: OrderTotals; count: number; currency: string }) {
  return (
    <StatCards
      label="Totals for the filtered orders"
      className="sm:grid-cols-3 xl:grid-cols-3 2xl:grid-cols-5"
      items={[
        { key: "orders", label: "Orders", value: count.toLocaleString("en-US") },
        { key: "paid-orders", label: "Paid orders", value: totals.paidOrders.toLocaleString("en-US") },
        { key: "gross", label: "Gross", value: formatMoney(totals.grossCents, currency) },
        { key: "refunded", label: "Refunded", value: formatMoney(totals.refundedCents, currency) },
        { key: "net-revenue", label: "Net revenue", value: formatMoney(totals.netCents, currency) },
      ]}
    />
  );
}

function OrderRow({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  return (
    <TableRow className="align-top">
      <TableCell className="whitespace-nowrap text-muted-foreground" data-label="Date" data-priority="3">
        <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
      </TableCell>
      <TableCell className="max-w-56 whitespace-normal" data-cell="primary">
        <p className="font-medium">{order.userName}</p>
        <p className="text-xs break-all text-muted-foreground">{order.userEmail}</p>
      </TableCell>
      <TableCell className="max-w-64 min-w-40 whitespace-normal" data-label="Course" data-priority="2">
        {order.courseTitle}
      </TableCell>
      <TableCell className="whitespace-normal" data-label="Status">
        {/* One block, so a phone's card keeps the note beside the badge, under the label. */}
        <div>
          <OrderStatusBadge status={order.status} partial={order.refundedCents > 0} />
          {order.status === "complimentary" && <p className="mt-1 max-w-44 text-xs text-muted-foreground">Given by {order.grantedByName ?? "a removed staff member"}</p>}
        </div>
      </TableCell>
      <TableCell className="text-right tabular-nums" data-label="Total">
        {formatMoney(order.totalCents, order.currency)}
        {order.couponCode && <p className="text-xs text-muted-foreground">{order.couponCode}</p>}
      </TableCell>
      <TableCell className="text-right" data-cell="actions">
        <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Details of order ${order.id}`}>
          Details
        </Button>
      </TableCell>
    </TableRow>
  );
}
