import { Badge } from "@/components/ui/badge";

const VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  paid: "default",
  pending: "secondary",
  refunded: "outline",
  failed: "destructive",
  expired: "outline",
  complimentary: "secondary",
};

const LABEL: Record<string, string> = { paid: "Paid", pending: "Pending", refunded: "Refunded", failed: "Failed", expired: "Expired", complimentary: "Complimentary" };

export function OrderStatusBadge({ status, partial }: { status: string; partial?: boolean }) {
  return <Badge variant={VARIANT[status] ?? "secondary"}>{partial && status === "paid" ? "Partly refunded" : (LABEL[status] ?? status)}</Badge>;
}

export const ORDER_STATUS_OPTIONS = Object.entries(LABEL).map(([value, label]) => ({ value, label }));
