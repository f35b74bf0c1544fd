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

/**
 * A landing section below the hero: the full-width band (`className`: its background, padding and
 * content-visibility placeholder heights), the page-width column and the section's heading, whose
 * id (`${name}-title`) labels the section.
 */
export function LandingSection({ id, name, eyebrow, title, lead, className, children }: { id?: string; name: string; eyebrow: string; title: string; lead: ReactNode; className: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${name}-title`} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${name}-title`} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
