import type { ReactNode } from "react";

/** A section named by its own heading (aria-labelledby), so the heading's id and the label cannot drift apart. */
export function TitledSection({ id, title, level = 2, className, headingClassName, children }: { id: string; title: ReactNode; level?: 2 | 3; className?: string; headingClassName?: string; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
