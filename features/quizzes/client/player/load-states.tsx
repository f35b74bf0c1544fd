// The quiz screens' two waiting states: placeholder blocks while a part loads, and a load failure
// that says what failed, the server's reason, and the way out (back, or try again).
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";

/** One placeholder block per height class ("h-28"), named for assistive technology. */
export function LoadingBlocks({ label, heights }: { label: string; heights: string[] }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {heights.map((height, i) => (
        <Skeleton key={i} className={`${height} w-full`} />
      ))}
    </div>
  );
}

export function LoadFailed({ title, error, children }: { title: string; error: unknown; children: ReactNode }) {
  return (
    <div role="alert" className="grid gap-3 rounded-xl border p-6">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, "Please try again.")}</p>
      {children}
    </div>
  );
}
