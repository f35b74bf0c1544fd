"use client";

import Link from "next/link";
import { useSiteSettings } from "@/components/providers/site-settings-provider";
import { Icon } from "./icon";
import * as paths from "./icon-paths";

/**
 * The brand mark and name, linking home. Links on the public pages do not prefetch: prefetching
 * parses other pages' payloads on the main thread while a phone is still busy with this one.
 */
/** The name is the Site name of the General settings. */
export function Logo() {
  const { siteName } = useSiteSettings();
  return (
    <Link prefetch={false} href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Icon icon={paths.GraduationCap} className="size-5" />
      </span>
      {siteName}
    </Link>
  );
}
