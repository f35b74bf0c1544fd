"use client";

import { useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { toast } from "sonner";
import { PageToaster } from "./page-toaster";

let mounted: Promise<void> | undefined;

/** Sonner's toaster always renders its "Notifications" region, so an existing one is found by it. */
function ensureToaster(): Promise<void> {
  if (document.querySelector('section[aria-label^="Notifications"]')) return Promise.resolve();
  mounted ??= new Promise((resolve) => {
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(
      <AfterMount onMount={resolve}>
        <PageToaster />
      </AfterMount>,
    );
  });
  return mounted;
}

/** A parent's effect runs after its children's: the toaster is listening by then. */
function AfterMount({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

export async function showError(title: string, description?: string): Promise<void> {
  await ensureToaster();
  toast.error(title, description ? { description } : undefined);
}
