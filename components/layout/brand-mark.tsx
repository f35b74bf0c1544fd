import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowLeft, GraduationCap } from "lucide-react";
import { cn } from "@/lib/utils";

/** The site's logo tile; `large` in the dashboard's sidebar. */
export function BrandMark({ large = false }: { large?: boolean }) {
  return (
    <span className={cn("flex items-center justify-center rounded-lg bg-primary text-primary-foreground", large ? "size-9" : "size-8")}>
      <GraduationCap className={large ? "size-5" : "size-4"} aria-hidden />
    </span>
  );
}

const BACK_LINK_STYLES = {
  /** Above a page's content: underlined on hover. */
  inline: "gap-1 hover:underline",
  /** In a bare layout's header (auth pages, profile). */
  header: "gap-2 font-medium",
};

/** "← Back to course": the link above a page to the page it belongs to (never stretched by a grid or column). */
export function BackLink({ href, className, variant = "inline", children }: { href: string; className?: string; variant?: keyof typeof BACK_LINK_STYLES; children: ReactNode }) {
  return (
    <Link href={href} className={cn("inline-flex w-fit items-center text-sm text-muted-foreground hover:text-foreground", BACK_LINK_STYLES[variant], className)}>
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
