"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, TicketPercent, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ActionsHead, ConfirmDialog, DataTable, ListContent, SearchField, useListState, useResourcePermissions } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { couponListOptions, useDeleteCoupon, type CouponView } from "./queries";
import { formatMoney } from "@/lib/utils";
import { CouponFormDialog, type CourseOption } from "./coupon-form-dialog";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function couponState(c: CouponView, now: number): { label: string; variant: "default" | "secondary" | "outline" } {
  if (c.expiresAt && new Date(c.expiresAt).getTime() <= now) return { label: "Expired", variant: "outline" };
  // Uses held by open checkouts count against the limit as paid ones do.
  if (c.maxRedemptions != null && c.redemptionCount + c.reservedCount >= c.maxRedemptions) return { label: "Used up", variant: "outline" };
  if (c.startsAt && new Date(c.startsAt).getTime() > now) return { label: "Scheduled", variant: "secondary" };
  return { label: "Active", variant: "default" };
}

const SORTS = ["code"] as const;

/** Every coupon with its state and redemptions; the search lives in the URL. */
export function CouponsAdmin({ courses, currency }: { courses: CourseOption[]; currency: string }) {
  const can = useResourcePermissions("coupons");
  const list = useListState({ sorts: SORTS, defaultSort: "code" });
  const query = useQuery(couponListOptions(list.search));
  const [editing, setEditing] = useState<CouponView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const remove = useDeleteCoupon();
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const coupons = query.data ?? [];
  const empty = { icon: TicketPercent, title: "No coupons found", hint: list.searchInput ? "Try another code" : "Create a coupon to offer a discount" };
  const [now] = useState(() => Date.now());

  function open(coupon: CouponView | null) {
    setEditing(coupon);
    setFormOpen(true);
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchField id="coupons-search" label="Search codes" placeholder="SPRING" {...list.searchField} className="min-w-48 flex-1 sm:max-w-xs" />
          {can.create && (
            <Button onClick={() => open(null)}>
              <Plus aria-hidden />
              New coupon
            </Button>
          )}
        </div>

        <ListContent query={query} noun="coupons" skeletonRows={4} count={coupons.length} empty={empty}>
          <DataTable aria-label="Coupons">
            <TableHeader>
              <TableRow>
                <TableHead>Code</TableHead>
                <TableHead>Discount</TableHead>
                <TableHead data-priority="2">Courses</TableHead>
                <TableHead data-priority="3">Valid</TableHead>
                <TableHead>Redemptions</TableHead>
                <TableHead>Status</TableHead>
                {(can.update || can.delete) && (
                  <ActionsHead />
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {coupons.map((c) => {
                const state = couponState(c, now);
                const discount = c.percentOff != null ? `${c.percentOff}% off` : `${formatMoney(c.amountOffCents ?? 0, currency)} off`;
                const scope = c.courseIds.length === 0 ? "All courses" : c.courseIds.map((id) => titles.get(id) ?? "Deleted course").join(", ");
                const validity =
                  c.startsAt || c.expiresAt ? `${c.startsAt ? day.format(new Date(c.startsAt)) : "Now"} – ${c.expiresAt ? day.format(new Date(c.expiresAt)) : "no expiry"}` : "Always";
                return (
                  <TableRow key={c.id} className="align-top">
                    <TableCell className="max-w-44 font-mono font-medium break-all" data-cell="primary">
                      {c.code}
                    </TableCell>
                    <TableCell data-label="Discount">{discount}</TableCell>
                    <TableCell className="max-w-56 min-w-32 whitespace-normal" data-label="Courses" data-priority="2">
                      {scope}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground" data-label="Valid" data-priority="3">
                      {validity}
                    </TableCell>
                    <TableCell className="tabular-nums" data-label="Redemptions">
                      {c.redemptionCount} / {c.maxRedemptions ?? "∞"}
                      {c.reservedCount > 0 && <p className="text-xs text-muted-foreground">{c.reservedCount} held by open checkouts</p>}
                      {c.oncePerLearner && <p className="text-xs text-muted-foreground">Once per learner</p>}
                    </TableCell>
                    <TableCell data-label="Status">
                      <Badge variant={state.variant}>{state.label}</Badge>
                    </TableCell>
                    {(can.update || can.delete) && (
                      <TableCell className="text-right whitespace-nowrap" data-cell="actions">
                        {can.update && (
                          <Button variant="ghost" size="icon" onClick={() => open(c)} aria-label={`Edit coupon ${c.code}`}>
                            <Pencil aria-hidden />
                          </Button>
                        )}
                        {can.delete && (
                          <Button variant="ghost" size="icon" onClick={() => setDeleting(c)} aria-label={`Delete coupon ${c.code}`}>
                            <Trash2 aria-hidden />
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </DataTable>
        </ListContent>
      </CardContent>
      <CouponFormDialog coupon={editing} open={formOpen} onOpenChange={setFormOpen} courses={courses} currency={currency} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete coupon ${deleting?.code}?`}
        description="The code stops working at once. Orders already placed with it keep their discount."
        confirmLabel="Delete coupon"
        pendingLabel="Deleting..."
        destructive
        errorFallback="Could not delete the coupon. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("Coupon deleted");
        }}
      />
    </Card>
  );
}
