"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiRequestError } from "@/lib/api/client";
import { useSaveCoupon, type CouponBody, type CouponView } from "./queries";
import { couponSchema } from "../schema";

export type CourseOption = { id: string; title: string };

type Form = {
  code: string;
  kind: "percent" | "amount";
  value: string;
  scope: "all" | "chosen";
  courseIds: string[];
  startsAt: string;
  expiresAt: string;
  maxRedemptions: string;
  oncePerLearner: boolean;
};

type Field = "code" | "value" | "courseIds" | "startsAt" | "expiresAt" | "maxRedemptions";

/** A local calendar day (YYYY-MM-DD) from an instant, and back: a start begins the day, an expiry ends it. */
const toDay = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
const fromDay = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString() : null);

function initial(coupon: CouponView | null): Form {
  if (!coupon) return { code: "", kind: "percent", value: "", scope: "all", courseIds: [], startsAt: "", expiresAt: "", maxRedemptions: "", oncePerLearner: false };
  return {
    code: coupon.code,
    kind: coupon.percentOff != null ? "percent" : "amount",
    value: coupon.percentOff != null ? String(coupon.percentOff) : ((coupon.amountOffCents ?? 0) / 100).toFixed(2),
    scope: coupon.courseIds.length ? "chosen" : "all",
    courseIds: coupon.courseIds,
    startsAt: toDay(coupon.startsAt),
    expiresAt: toDay(coupon.expiresAt),
    maxRedemptions: coupon.maxRedemptions != null ? String(coupon.maxRedemptions) : "",
    oncePerLearner: coupon.oncePerLearner,
  };
}

function toBody(form: Form): CouponBody {
  const number = (v: string) => (v.trim() === "" ? null : Number(v));
  const value = number(form.value);
  return {
    code: form.code.trim(),
    percentOff: form.kind === "percent" ? value : null,
    amountOffCents: form.kind === "amount" && value != null ? Math.round(value * 100) : null,
    courseIds: form.scope === "chosen" ? form.courseIds : [],
    startsAt: fromDay(form.startsAt, false),
    expiresAt: fromDay(form.expiresAt, true),
    maxRedemptions: number(form.maxRedemptions),
    oncePerLearner: form.oncePerLearner,
  };
}

/** Server (or schema) field names onto the form's fields: both discount fields are the one "value" input. */
function fieldOf(path: string): Field | null {
  if (path === "percentOff" || path === "amountOffCents") return "value";
  if (path.startsWith("courseIds")) return "courseIds";
  return (["code", "startsAt", "expiresAt", "maxRedemptions"] as const).find((f) => f === path) ?? null;
}

type Props = { coupon: CouponView | null; open: boolean; onOpenChange: (open: boolean) => void; courses: CourseOption[]; currency: string };

export function CouponFormDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {/* Keyed so each opening starts from the coupon being edited (or a blank form). */}
        {props.open && <CouponForm key={props.coupon?.id ?? "new"} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onOpenChange, courses, currency }: Props) {
  const [form, setForm] = useState<Form>(() => initial(coupon));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCoupon();
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  function showErrors(entries: [string, string][]) {
    const next: Partial<Record<Field, string>> = {};
    let unplaced: string | null = null;
    for (const [path, message] of entries) {
      const field = fieldOf(path);
      if (field) next[field] ??= message;
      else unplaced ??= message;
    }
    setErrors(next);
    setFormError(unplaced);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = toBody(form);
    const issues: [string, string][] = [];
    if (form.value.trim() === "") issues.push(["value", form.kind === "percent" ? "Enter the percent off" : "Enter the amount off"]);
    else if (!Number.isFinite(Number(form.value))) issues.push(["value", "Enter a number"]);
    if (form.scope === "chosen" && form.courseIds.length === 0) issues.push(["courseIds", "Choose at least one course, or apply the coupon to all courses"]);
    const parsed = couponSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) issues.push([issue.path.join("."), issue.message]);
    if (issues.length) return showErrors(issues);
    save.mutate(
      { id: coupon?.id, body },
      {
        onSuccess: () => {
          toast.success(coupon ? "Coupon updated" : "Coupon created");
          onOpenChange(false);
        },
        onError: (e) => {
          if (e instanceof ApiRequestError && Object.keys(e.fieldErrors).length) {
            showErrors(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? e.message]));
          } else {
            setErrors({});
            setFormError(e instanceof ApiRequestError ? e.message : "The coupon could not be saved. Please try again.");
          }
        },
      },
    );
  }

  const describe = (field: Field, help?: boolean) => [help ? `coupon-${field}-help` : "", errors[field] ? `coupon-${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`coupon-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <DialogHeader>
        <DialogTitle>{coupon ? `Edit coupon ${coupon.code}` : "New coupon"}</DialogTitle>
        <DialogDescription>Learners type the code on the course page or at checkout. Codes ignore letter case.</DialogDescription>
      </DialogHeader>

      <div className="space-y-1.5">
        <Label htmlFor="coupon-code">Code</Label>
        <Input id="coupon-code" value={form.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })} placeholder="SPRING25" autoComplete="off" aria-invalid={errors.code ? true : undefined} aria-describedby={describe("code")} />
        {errorText("code")}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="coupon-kind">Discount</Label>
          <Select value={form.kind} onValueChange={(kind: Form["kind"]) => set({ kind })}>
            <SelectTrigger id="coupon-kind" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="percent">Percent off</SelectItem>
              <SelectItem value="amount">Fixed amount off</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="coupon-value">{form.kind === "percent" ? "Percent (1–100)" : `Amount (${currency})`}</Label>
          <Input id="coupon-value" inputMode="decimal" value={form.value} onChange={(e) => set({ value: e.target.value })} aria-invalid={errors.value ? true : undefined} aria-describedby={describe("value")} />
          {errorText("value")}
        </div>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Courses</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="coupon-scope" checked={form.scope === "all"} onChange={() => set({ scope: "all" })} className="size-4 accent-primary" />
            All courses
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="coupon-scope" checked={form.scope === "chosen"} onChange={() => set({ scope: "chosen" })} className="size-4 accent-primary" />
            Chosen courses
          </label>
        </div>
        {form.scope === "chosen" && (
          <div className="max-h-40 space-y-1.5 overflow-y-auto rounded-md border p-2" role="group" aria-label="Courses the coupon applies to" aria-describedby={describe("courseIds")}>
            {courses.map((c) => (
              <label key={c.id} className="flex items-start gap-2 text-sm">
                <Checkbox
                  checked={form.courseIds.includes(c.id)}
                  onCheckedChange={(checked) => set({ courseIds: checked ? [...form.courseIds, c.id] : form.courseIds.filter((id) => id !== c.id) })}
                  className="mt-0.5"
                />
                <span>{c.title}</span>
              </label>
            ))}
          </div>
        )}
        {errorText("courseIds")}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="coupon-startsAt">Starts (optional)</Label>
          <Input id="coupon-startsAt" type="date" value={form.startsAt} onChange={(e) => set({ startsAt: e.target.value })} aria-invalid={errors.startsAt ? true : undefined} aria-describedby={describe("startsAt")} />
          {errorText("startsAt")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="coupon-expiresAt">Expires (optional)</Label>
          <Input id="coupon-expiresAt" type="date" value={form.expiresAt} min={form.startsAt || undefined} onChange={(e) => set({ expiresAt: e.target.value })} aria-invalid={errors.expiresAt ? true : undefined} aria-describedby={describe("expiresAt", true)} />
          <p id="coupon-expiresAt-help" className="text-xs text-muted-foreground">
            Usable through the end of that day.
          </p>
          {errorText("expiresAt")}
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="coupon-maxRedemptions">Total redemption limit (optional)</Label>
        <Input id="coupon-maxRedemptions" inputMode="numeric" value={form.maxRedemptions} onChange={(e) => set({ maxRedemptions: e.target.value })} placeholder="No limit" aria-invalid={errors.maxRedemptions ? true : undefined} aria-describedby={describe("maxRedemptions")} />
        {errorText("maxRedemptions")}
      </div>

      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={form.oncePerLearner} onCheckedChange={(checked) => set({ oncePerLearner: checked === true })} />
        Once per learner
      </label>

      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : coupon ? "Save coupon" : "Create coupon"}
        </Button>
      </DialogFooter>
    </form>
  );
}
