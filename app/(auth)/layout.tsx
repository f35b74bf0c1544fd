import type { ReactNode } from "react";
import { BackLink, BrandMark } from "@/components/layout/brand-mark";
import { AppProviders } from "@/components/providers/app-providers";
import { getGeneralSettings } from "@/lib/settings/store";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const { siteName } = await getGeneralSettings();
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col bg-muted/40">
        <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-8">
          <BackLink href="/" variant="header">
            Back to Home
          </BackLink>
          <span className="inline-flex items-center gap-2 font-semibold">
            <BrandMark />
            {siteName}
          </span>
        </header>
        <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8">{children}</main>
      </div>
    </AppProviders>
  );
}
