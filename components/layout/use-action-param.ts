"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";

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

/**
 * A list screen's create/edit form dialog: open on arrival for a new item when the page was opened
 * with `?action=new` and the role may create, or opened for a row (`null` for a new one). Closing it
 * drops the parameter.
 */
export function useFormDialog<T>(canCreate: boolean) {
  const [newRequested, clearNewRequest] = useActionParam("new");
  const [open, setOpen] = useState(newRequested && canCreate);
  const [editing, setEditing] = useState<T | null>(null);
  function openFor(item: T | null) {
    setEditing(item);
    setOpen(true);
  }
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) clearNewRequest();
  }
  return { open, editing, openFor, onOpenChange };
}
