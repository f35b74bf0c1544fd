"use client";

import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";

type Theme = "light" | "dark" | "system";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function htmlTheme(): Theme {
  const classes = document.documentElement.classList;
  return classes.contains("dark") ? "dark" : classes.contains("light") ? "light" : "system";
}

/**
 * The toaster of the public pages, which carry no theme provider: it follows the theme the root
 * layout's script puts on <html>. Same look as the app's (components/ui/sonner.tsx); docs/product.md §4: one
 * toast at a time.
 */
export function PageToaster() {
  const theme = useSyncExternalStore(subscribe, htmlTheme, () => "system" as const);
  return <Toaster theme={theme} richColors closeButton className="toaster group" visibleToasts={1} />;
}
