"use client";

import type { ReactNode } from "react";
import { ThemeProvider } from "@/components/providers/theme-provider";
import { Toaster } from "@/components/ui/sonner";

/**
 * The theme switcher's runtime and the toaster, for the app's own areas (dashboard, profile,
 * learn, sign-in, checkout, certificates). The public pages do without both: the root layout's
 * inline script applies the stored theme before the first paint everywhere, and the public pages
 * mount a toaster only when they have something to say (features/catalog/components/notify.ts).
 *
 * No disableTransitionOnChange: next-themes applies it on every mount, not only on a switch, by
 * adding a `*{transition:none}` stylesheet and removing it, which forces two full style
 * recalculations of the whole page as it hydrates.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider disableTransitionOnChange={false}>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
