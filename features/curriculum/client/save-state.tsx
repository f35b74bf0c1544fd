"use client";

// The builder's one visible save state: "Saving…" while any change is on its way, "Unsaved
// changes" while an edit waits for its autosave, "Not saved" after a failure, else "Saved".
import { CheckCircle2, CircleAlert, CircleDashed, Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export type SaveStatus = "saved" | "saving" | "dirty" | "error";

const LABEL: Record<SaveStatus, string> = { saved: "Saved", saving: "Saving…", dirty: "Unsaved changes", error: "Not saved" };

export function SaveState({ status, className }: { status: SaveStatus; className?: string }) {
  const Icon = status === "saving" ? Loader2 : status === "dirty" ? CircleDashed : status === "error" ? CircleAlert : CheckCircle2;
  return (
    <p
      role="status"
      data-testid="save-state"
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1.5 text-sm",
        status === "error" ? "text-destructive" : status === "saved" ? "text-success" : "text-muted-foreground",
        className,
      )}
    >
      <Icon className={cn("size-4", status === "saving" && "motion-safe:animate-spin")} aria-hidden />
      {LABEL[status]}
    </p>
  );
}
