"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, FilterX, Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/settings/load-states";
import { EMPTY_ORDER_FILTERS, orderListQueryOptions, ordersExportUrl, type OrderFilterState, type OrderTotals, type OrderView } from "@/lib/queries/orders";
import { formatMoney } from "@/lib/utils";
import { OrderDetailsDialog } from "./order-details-dialog";
import { ORDER_STATUS_OPTIONS, OrderStatusBadge } from "./order-status-badge";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Every order, searchable and filterable, with totals for the filtered set and a CSV of the same view. */
export function OrdersAdmin({ canRefund }: { canRefund: boolean }) {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebounced(searchInput, 300);
  const [filters, setFilters] = useState<Omit<OrderFilterState, "search">>({ status: "all", from: "", to: "", page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const state: OrderFilterState = { ...filters, search };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useQuery({ ...orderListQueryOptions(state), enabled: !badRange });
  const filtered = searchInput !== "" || filters.status !== "all" || filters.from !== "" || filters.to !== "";

  function update(patch: Partial<Omit<OrderFilterState, "search" | "page">>) {
    setFilters((f) => ({ ...f, ...patch, page: 1 }));
  }

  const data = query.data;
  const orders = data?.data.orders ?? [];
  const currency = orders[0]?.currency ?? "USD";

  return (
    <div className="space-y-4">
      {data && <TotalsCards totals={data.totals} count={data.results} currency={currency} />}
      <Card className="gap-4 py-4">
        <CardContent className="space-y-4 px-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1 space-y-1.5">
              <Label htmlFor="orders-search">Search</Label>
              <Input
                id="orders-search"
                type="search"
                placeholder="Learner, email, course or order id"
                value={searchInput}
                onChange={(e) => {
                  setSearchInput(e.target.value);
                  setFilters((f) => ({ ...f, page: 1 }));
                }}
              />
            </div>
            <div className="w-full space-y-1.5 sm:w-44">
              <Label htmlFor="orders-status">Status</Label>
              <Select value={filters.status} onValueChange={(status) => update({ status })}>
                <SelectTrigger id="orders-status" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All statuses</SelectItem>
                  {ORDER_STATUS_OPTIONS.map((s) => (
                    <SelectItem key={s.value} value={s.value}>
                      {s.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex w-full gap-3 sm:w-auto">
              <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
                <Label htmlFor="orders-from">From</Label>
                <Input id="orders-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} className="w-full sm:w-40" />
              </div>
              <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
                <Label htmlFor="orders-to">To</Label>
                <Input
                  id="orders-to"
                  type="date"
                  value={filters.to}
                  min={filters.from || undefined}
                  onChange={(e) => update({ to: e.target.value })}
                  className="w-full sm:w-40"
                  aria-invalid={badRange || undefined}
                  aria-describedby={badRange ? "orders-range-error" : undefined}
                />
              </div>
            </div>
            <div className="flex gap-2">
              {filtered && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setSearchInput("");
                    setFilters({ ...EMPTY_ORDER_FILTERS });
                  }}
                >
                  <FilterX aria-hidden />
                  Clear filters
                </Button>
              )}
              <Button variant="outline" asChild>
                <a href={ordersExportUrl(state)} download>
                  <Download aria-hidden />
                  Export CSV
                </a>
              </Button>
            </div>
          </div>
          {badRange && (
            <p id="orders-range-error" role="alert" className="text-sm font-medium text-destructive">
              The end date must be on or after the start date
            </p>
          )}

          {badRange ? null : query.isPending ? (
            <div className="space-y-2" role="status" aria-label="Loading orders">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : query.isError && !data ? (
            <LoadError message="The orders could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : orders.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
              <Receipt className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">No orders found</p>
              <p className="text-sm text-muted-foreground">{filtered ? "Try adjusting or clearing the filters" : "Orders appear here when learners buy courses"}</p>
            </div>
          ) : (
            <>
              <Table aria-label="Orders" aria-busy={query.isFetching || undefined}>
                <TableHeader>
                  <TableRow>
                    <TableHead className="hidden md:table-cell">Date</TableHead>
                    <TableHead>Learner</TableHead>
                    <TableHead className="hidden sm:table-cell">Course</TableHead>
                    <TableHead className="hidden sm:table-cell">Status</TableHead>
                    <TableHead className="text-right">Total</TableHead>
                    <TableHead>
                      <span className="sr-only">Details</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {orders.map((order) => (
                    <OrderRow key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
                  ))}
                </TableBody>
              </Table>
              {data && (
                <nav aria-label="Order pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
                  <p className="text-muted-foreground">
                    {data.results} {data.results === 1 ? "order" : "orders"} · page {data.page} of {data.totalPages}
                  </p>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
                      <ChevronLeft aria-hidden />
                      Previous
                    </Button>
                    <Button variant="outline" size="sm" disabled={data.page >= data.totalPages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
                      Next
                      <ChevronRight aria-hidden />
                    </Button>
                  </div>
                </nav>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <OrderDetailsDialog orderId={openId} onOpenChange={(open) => !open && setOpenId(null)} canRefund={canRefund} />
    </div>
  );
}

function TotalsCards({ totals, count, currency }: { totals: OrderTotals; count: number; currency: string }) {
  const cards = [
    { label: "Orders", value: String(count) },
    { label: "Paid orders", value: String(totals.paidOrders) },
    { label: "Gross", value: formatMoney(totals.grossCents, currency) },
    { label: "Refunded", value: formatMoney(totals.refundedCents, currency) },
    { label: "Net revenue", value: formatMoney(totals.netCents, currency) },
  ];
  return (
    <section aria-label="Totals for the filtered orders" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((c) => (
        <Card key={c.label} className="gap-1 py-3">
          <CardContent className="px-4">
            <p className="text-xs text-muted-foreground">{c.label}</p>
            <p className="text-lg font-semibold tabular-nums" data-testid={`orders-total-${c.label.toLowerCase().replace(/\s+/g, "-")}`}>
              {c.value}
            </p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

function OrderRow({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  return (
    <TableRow>
      <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
        <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
      </TableCell>
      <TableCell className="max-w-56 whitespace-normal">
        <p className="font-medium">{order.userName}</p>
        <p className="text-xs break-all text-muted-foreground">{order.userEmail}</p>
        {/* On a phone the course, date and status columns fold into this one. */}
        <div className="mt-1 space-y-1 text-xs sm:hidden">
          <p>{order.courseTitle}</p>
          <p className="text-muted-foreground">{when.format(new Date(order.createdAt))}</p>
          <OrderStatusBadge status={order.status} partial={order.refundedCents > 0} />
        </div>
      </TableCell>
      <TableCell className="hidden max-w-64 min-w-40 whitespace-normal sm:table-cell">{order.courseTitle}</TableCell>
      <TableCell className="hidden sm:table-cell">
        <OrderStatusBadge status={order.status} partial={order.refundedCents > 0} />
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {formatMoney(order.totalCents, order.currency)}
        {order.couponCode && <p className="text-xs text-muted-foreground">{order.couponCode}</p>}
      </TableCell>
      <TableCell className="text-right">
        <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Details of order ${order.id}`}>
          Details
        </Button>
      </TableCell>
    </TableRow>
  );
}
