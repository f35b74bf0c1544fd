"use client";

// Time left in an attempt. The countdown itself is silent (role="timer"); a separate polite live
// region speaks only when 5 and 1 minutes are left, never every second. At zero it calls onExpire
// once: the attempt is submitted with what was saved (the server holds the same deadline).
// Time is the server's (lib/query/server-clock.ts): a browser clock minutes off neither shows a
// wrong time left nor submits early or late.
import { useEffect, useRef, useState } from "react";
import { Clock } from "lucide-react";
import { serverNow } from "@/lib/query/server-clock";
import { cn } from "@/lib/utils";

const MINUTE = 60_000;

export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h ? String(m).padStart(2, "0") : String(m);
  return `${h ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** The announcement due when `left` ms remain, or null: only the 5- and 1-minute marks speak. */
export function thresholdFor(left: number): 5 | 1 | 0 | null {
  if (left <= 0) return 0;
  if (left <= MINUTE) return 1;
  if (left <= 5 * MINUTE) return 5;
  return null;
}

export function QuizTimer({ dueAt, onExpire }: { dueAt: string; onExpire: () => void }) {
  const due = new Date(dueAt).getTime();
  const [now, setNow] = useState(() => serverNow());
  const [announcement, setAnnouncement] = useState("");
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  const left = due - now;

  useEffect(() => {
    // The mark already reached when the screen opened is not announced: only crossings are.
    let last = thresholdFor(due - serverNow());
    let expired = false;
    const tick = () => {
      const at = serverNow();
      setNow(at);
      const mark = thresholdFor(due - at);
      if (mark !== last) {
        if (mark === 5) setAnnouncement("5 minutes left in this attempt.");
        if (mark === 1) setAnnouncement("1 minute left in this attempt. Your answers are saved as you go.");
        if (mark === 0) setAnnouncement("Time is up. Your attempt is being submitted.");
        last = mark;
      }
      if (mark === 0 && !expired) {
        expired = true;
        onExpireRef.current();
      }
    };
    if (last === 0) {
      expired = true;
      onExpireRef.current();
    }
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [due]);

  const urgent = left <= 5 * MINUTE;
  return (
    <div className="flex items-center gap-2">
      <span
        role="timer"
        aria-label={`Time left: ${formatLeft(left)}`}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 font-mono text-sm font-semibold tabular-nums",
          urgent ? "border-warning bg-background text-warning" : "bg-background",
        )}
        data-testid="quiz-timer"
      >
        <Clock className="size-4" aria-hidden />
        {formatLeft(left)}
        <span className="sr-only"> left</span>
      </span>
      <p className="sr-only" aria-live="polite" data-testid="timer-announcement">
        {announcement}
      </p>
    </div>
  );
}
