"use client";

// The public pages' footer: the guarantees under the closing call to action (docs/product.md §2), then links.
// A client component (the site name, description and contact come from the General settings the
// root layout hands to every client component): its markup is not repeated in the pages' payload.
import Link from "next/link";
import { useSiteSettings } from "@/components/providers/site-settings-provider";
import { cx } from "./cx";
import { Icon } from "./icon";
import * as paths from "./icon-paths";
import { Logo } from "./logo";

// Below the fold everywhere: the browser skips its style and layout until it nears the viewport
// (see the sections' content-visibility in sections.tsx); the block sizes are its measured heights.
const OFFSCREEN_FOOTER = "[content-visibility:auto] [contain-intrinsic-block-size:auto_409px] md:[contain-intrinsic-block-size:auto_337px]";

/** `afterCta`: the guarantees continue the closing call to action's band right above the footer. */
export function SiteFooter({ afterCta = false }: { afterCta?: boolean }) {
  const { siteName, siteDescription, contactEmail } = useSiteSettings();
  const year = new Date().getFullYear();
  // Names distinct from the top navigation's (Courses, Sign In, Get Started…), so each stays unique.
  const links = [
    { href: "/courses", label: "Course catalogue" },
    { href: "/login", label: "Log in" },
    { href: "/register", label: "Create account" },
  ];
  return (
    <footer className={cx("bg-background", !afterCta && "border-t", OFFSCREEN_FOOTER)}>
      <div className={cx(afterCta ? "-mt-px bg-primary pb-10 text-primary-foreground" : "border-b")}>
        <ul className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-x-8 gap-y-2 px-4 py-6 text-sm font-medium sm:flex-row sm:px-6 lg:px-8" data-testid="guarantees">
          {["No credit card required", "30-day money-back guarantee"].map((text) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon icon={paths.Check} className={cx("size-4", afterCta ? "" : "text-success")} />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{siteDescription}</p>
          <p className="text-sm text-muted-foreground">
            Contact:{" "}
            <a href={`mailto:${contactEmail}`} className="font-medium text-foreground underline-offset-4 hover:underline">
              {contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-6 text-center text-sm text-muted-foreground" suppressHydrationWarning>© {year} {siteName}. All rights reserved.</p>
    </footer>
  );
}
