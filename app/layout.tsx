import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import type { ReactNode } from "react";
import { SiteSettingsProvider } from "@/components/providers/site-settings-provider";
import { ThemeProvider } from "@/components/providers/theme-provider";
import { getGeneralSettings } from "@/lib/data/settings";
import { Toaster } from "@/components/ui/sonner";
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { siteName, siteDescription, contactEmail, currency, language, timezone } = await getGeneralSettings();
  return (
    // The interface is English only for now (the language setting governs emails and dates).
    <html lang="en" className={GeistSans.variable} suppressHydrationWarning>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {/*
          No disableTransitionOnChange: next-themes applies it on every mount, not only on a switch,
          by adding a `*{transition:none}` stylesheet and removing it, which forces two full style
          recalculations of the whole page as it hydrates (~0.4 s of main thread on a mid-range phone
          for the landing page).
        */}
        <ThemeProvider disableTransitionOnChange={false}>
          <SiteSettingsProvider settings={{ siteName, siteDescription, contactEmail, currency, language, timezone }}>
            {children}
            <Toaster />
          </SiteSettingsProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
