import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A console page's h1 and the sentence under it that says what the page is for. */
export function PageHeader({ title, large = false, children }: { title: string; large?: boolean; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className={cn("text-2xl font-bold tracking-tight", large && "sm:text-3xl")}>{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
