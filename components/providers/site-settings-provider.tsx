"use client";

import { createContext, useContext, type ReactNode } from "react";
import { configureDisplayFormat } from "@/lib/format";
import { SETTINGS_DEFAULTS, type GeneralSettings } from "@/lib/settings/defaults";

export type SiteSettings = Pick<GeneralSettings, "siteName" | "siteDescription" | "contactEmail" | "currency" | "language" | "timezone">;

const SiteSettingsContext = createContext<SiteSettings>(SETTINGS_DEFAULTS.general);

/**
 * The General settings, read by the root layout on the server and handed to every client
 * component. Rendering it points formatCents/formatDate at the currency, language and timezone
 * before any child renders, in the SSR pass and in the browser alike (same text, no hydration gap).
 */
export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  configureDisplayFormat(settings);
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
