import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { STUDENT_STATUS_LABELS, type StudentStatus } from "../schema";
import { PROGRESS_BAND_CLASS, progressBand } from "./progress-band";

const STATUS_VARIANT = { active: "success", inactive: "secondary", pending: "warning" } as const;

/** docs/product.md §4: Inactive, Active or Pending. */
export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-status={status}>
      {STUDENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A progress bar coloured by the docs/product.md §4 bands, with its percentage beside it. */
export function ProgressCell({ value, label, className }: { value: number; label: string; className?: string }) {
  const band = progressBand(value);
  return (
    <div className={cn("flex min-w-28 items-center gap-2", className)} data-band={band}>
      <Progress value={value} aria-label={label} className="h-2 flex-1 bg-muted" indicatorClassName={PROGRESS_BAND_CLASS[band]} />
      <span className="w-10 text-right text-sm font-medium tabular-nums">{value}%</span>
    </div>
  );
}
