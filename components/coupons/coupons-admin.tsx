"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, TicketPercent, Trash2 } from "lucide-react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/settings/load-states";
import { errorMessage } from "@/lib/api/client";
import { couponListQueryOptions, useDeleteCoupon, type CouponView } from "@/lib/queries/coupons";
import { formatMoney } from "@/lib/utils";
import { CouponFormDialog, type CourseOption } from "./coupon-form-dialog";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

type Permissions = { create: boolean; update: boolean; delete: boolean };

function couponState(c: CouponView, now: number): { label: string; variant: "default" | "secondary" | "outline" } {
  if (c.expiresAt && new Date(c.expiresAt).getTime() <= now) return { label: "Expired", variant: "outline" };
  if (c.maxRedemptions != null && c.redemptionCount >= c.maxRedemptions) return { label: "Used up", variant: "outline" };
  if (c.startsAt && new Date(c.startsAt).getTime() > now) return { label: "Scheduled", variant: "secondary" };
  return { label: "Active", variant: "default" };
}

export function CouponsAdmin({ courses, currency, can }: { courses: CourseOption[]; currency: string; can: Permissions }) {
  const [search, setSearch] = useState("");
  const query = useQuery(couponListQueryOptions(search));
  const [editing, setEditing] = useState<CouponView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const remove = useDeleteCoupon();
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const coupons = query.data ?? [];
  const [now] = useState(() => Date.now());

  function open(coupon: CouponView | null) {
    setEditing(coupon);
    setFormOpen(true);
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-48 flex-1 space-y-1.5 sm:max-w-xs">
            <Label htmlFor="coupons-search">Search codes</Label>
            <Input id="coupons-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="SPRING" />
          </div>
          {can.create && (
            <Button onClick={() => open(null)}>
              <Plus aria-hidden />
              New coupon
            </Button>
          )}
        </div>

        {query.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading coupons">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError message="The coupons could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : coupons.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
            <TicketPercent className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No coupons found</p>
            <p className="text-sm text-muted-foreground">{search ? "Try another code" : "Create a coupon to offer a discount"}</p>
          </div>
        ) : (
          <Table aria-label="Coupons">
            <TableHeader>
              <TableRow>
                <TableHead>Code</TableHead>
                <TableHead className="hidden sm:table-cell">Discount</TableHead>
                <TableHead className="hidden md:table-cell">Courses</TableHead>
                <TableHead className="hidden lg:table-cell">Valid</TableHead>
                <TableHead>Redemptions</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                {(can.update || can.delete) && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
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
                  <TableRow key={c.id}>
                    <TableCell className="max-w-44 whitespace-normal">
                      <p className="font-mono font-medium break-all">{c.code}</p>
                      {/* On narrow screens the hidden columns fold into this one. */}
                      <div className="mt-1 space-y-1 text-xs sm:hidden">
                        <p>{discount}</p>
                        <Badge variant={state.variant}>{state.label}</Badge>
                      </div>
                      <p className="mt-1 text-xs text-muted-foreground md:hidden">{scope}</p>
                      <p className="mt-1 text-xs text-muted-foreground lg:hidden">{validity}</p>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{discount}</TableCell>
                    <TableCell className="hidden max-w-56 min-w-32 whitespace-normal md:table-cell">{scope}</TableCell>
                    <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{validity}</TableCell>
                    <TableCell className="tabular-nums">
                      {c.redemptionCount} / {c.maxRedemptions ?? "∞"}
                      {c.oncePerLearner && <p className="text-xs text-muted-foreground">Once per learner</p>}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <Badge variant={state.variant}>{state.label}</Badge>
                    </TableCell>
                    {(can.update || can.delete) && (
                      <TableCell className="text-right whitespace-nowrap">
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
          </Table>
        )}
      </CardContent>
      <CouponFormDialog coupon={editing} open={formOpen} onOpenChange={setFormOpen} courses={courses} currency={currency} />
      <AlertDialog open={deleting !== null} onOpenChange={(o) => !o && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete coupon {deleting?.code}?</AlertDialogTitle>
            <AlertDialogDescription>The code stops working at once. Orders already placed with it keep their discount.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success("Coupon deleted");
                    setDeleting(null);
                  },
                  onError: (e) => toast.error("Could not delete the coupon", { description: errorMessage(e, "Please try again.") }),
                })
              }
            >
              {remove.isPending ? "Deleting..." : "Delete coupon"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
