"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * Whether the page was opened with `?action=<name>` (the Overview's quick actions use it to open a
 * dialog), and a function that drops the parameter once that dialog closes, so a reload does not
 * open it again.
 */
export function useActionParam(name: string): [boolean, () => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const requested = searchParams.get("action") === name;
  const clear = useCallback(() => {
    if (!requested) return;
    const next = new URLSearchParams(searchParams.toString());
    next.delete("action");
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [requested, searchParams, router, pathname]);
  return [requested, clear];
}
