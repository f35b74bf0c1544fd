import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteSettingsProvider } from "@/components/providers/site-settings-provider";
import { getGeneralSettings } from "@/lib/settings/store";
import { geistSans, geistSansRest } from "./fonts";
import "./globals.css";

// The site name and description come from the General settings: every page title ends with the
// site name, and the description is the default meta description.
export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteDescription } = await getGeneralSettings();
  return {
    metadataBase: new URL(process.env.APP_URL || "http://localhost:3000"),
    title: { default: `${siteName} — Master new skills with expert-led courses`, template: `%s · ${siteName}` },
    description: siteDescription,
    applicationName: siteName,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b0b14" },
  ],
};

// The stored theme (next-themes' localStorage "theme": light, dark or system, the default) goes on
// <html> before the first paint, on every page: the same class and color-scheme next-themes sets.
// It follows the system's scheme and other tabs' choices live, so the public pages, which carry
// no theme provider, need no React for it; the app's areas add next-themes for the switch itself
// (components/providers/app-providers.tsx), which then agrees with this.
const THEME_SCRIPT = `(function(){try{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function a(){var t=localStorage.getItem("theme")||"system";if(t==="system")t=m.matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t==="dark"||t==="light"?t:""}a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key==="theme")a()})}catch(e){}})()`;

// Only what every page needs: the document, the font, the stylesheet, the theme and the site
// settings. The theme switcher's runtime and the toaster live in the layouts of the areas that use
// them, so the public pages (and the empty page they are measured against) ship neither.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { siteName, siteDescription, contactEmail, currency, language, timezone } = await getGeneralSettings();
  return (
    // The interface is English only for now (the language setting governs emails and dates).
    <html lang="en" className={`${geistSans.variable} ${geistSansRest.variable}`} suppressHydrationWarning>
      {/*
        No <head> element of our own: with one in the root layout, a client navigation in the player
        left the document without its <title> (axe document-title). The script runs first thing in
        <body>, before anything paints, as next-themes' own script does.
      */}
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <SiteSettingsProvider settings={{ siteName, siteDescription, contactEmail, currency, language, timezone }}>{children}</SiteSettingsProvider>
      </body>
    </html>
  );
}
