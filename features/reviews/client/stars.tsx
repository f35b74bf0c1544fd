// Star ratings: a read-only row of stars, and the 1–5 picker (a radio group, so arrow keys work).
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= Math.round(value) ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}

const LABELS = ["", "1 star, poor", "2 stars, fair", "3 stars, good", "4 stars, very good", "5 stars, excellent"];

export function StarPicker({ name, value, onChange, invalid, describedBy }: { name: string; value: number; onChange: (value: number) => void; invalid?: boolean; describedBy?: string }) {
  return (
    <div role="radiogroup" aria-label="Your rating" aria-invalid={invalid || undefined} aria-describedby={describedBy} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={LABELS[n]} />
          <Star className={cn("size-7 transition-colors", n <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} aria-hidden />
        </label>
      ))}
    </div>
  );
}
