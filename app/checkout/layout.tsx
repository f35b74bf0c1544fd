import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";

/** The theme runtime and the toaster, which the root layout leaves to each area (app/layout.tsx). */
export default function Layout({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
