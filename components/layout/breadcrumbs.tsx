"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronRight } from "lucide-react";
import { DASHBOARD_NAV } from "@/lib/permissions";

const LABELS = new Map(DASHBOARD_NAV.map((item) => [item.href, item.label]));

function labelFor(href: string, segment: string) {
  const known = LABELS.get(href);
  if (known) return href === "/dashboard" ? "Dashboard" : known;
  if (segment === "analytics") return "Analytics";
  // Ids (cuids) read as "Details"; other segments are title-cased.
  if (/^[a-z0-9]{20,}$/i.test(segment)) return "Details";
  return segment.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export function Breadcrumbs() {
  const pathname = usePathname();
  const segments = pathname.split("/").filter(Boolean);
  const crumbs = segments.map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    return { href, label: labelFor(href, segment) };
  });
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight className="size-4 shrink-0" aria-hidden />}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="truncate hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
