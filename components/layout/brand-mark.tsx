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

/** "← Back to course": the link above a page to the page it belongs to. */
export function BackLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline", className)}>
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
