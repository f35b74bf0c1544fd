// What a learner sees on a lesson they cannot open yet: why, and when it opens.
import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LockReason } from "../schema";
import { formatDate } from "@/lib/utils";

export function lockText(reason: LockReason | "enroll" | null, unlocksAt: string | null): string | null {
  if (reason === "enroll") return "Enroll to open";
  if (reason === "drip" && unlocksAt) return `Opens ${formatDate(unlocksAt)}`;
  if (reason === "previous") return unlocksAt ? `Opens ${formatDate(unlocksAt)} once the previous section is complete` : "Opens once the previous section is complete";
  return null;
}

export function LockedPanel({ courseId, reason, unlocksAt, title }: { courseId: string; reason: LockReason | "enroll" | null; unlocksAt: string | null; title: string }) {
  const message =
    reason === "enroll"
      ? "This lesson is for enrolled learners. Enroll in the course to open it."
      : reason === "drip" && unlocksAt
        ? `This lesson opens on ${formatDate(unlocksAt)}. Lessons in this section are released a set number of days after you enroll.`
        : reason === "previous"
          ? `Complete every lesson of the previous section to open this one.${unlocksAt ? ` It also opens no earlier than ${formatDate(unlocksAt)}.` : ""}`
          : "This lesson is not open yet.";
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border bg-muted/30 px-6 py-12 text-center" data-testid="locked-lesson">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Lock className="size-6 text-muted-foreground" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="font-medium">This lesson is locked</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </div>
      {reason === "enroll" && (
        <Button asChild>
          <Link href={`/courses/${courseId}`}>See the course and enroll</Link>
        </Button>
      )}
    </div>
  );
}
