import type { ReactNode } from "react";
import { cx } from "./cx";

/** A section's h2 with an optional eyebrow and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", className }: { id: string; eyebrow?: string; title: string; children?: ReactNode; align?: "center" | "left"; className?: string }) {
  return (
    <div className={cx("flex max-w-2xl flex-col gap-3", align === "center" ? "mx-auto items-center text-center" : "items-start", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="text-lg text-muted-foreground">{children}</p> : null}
    </div>
  );
}
