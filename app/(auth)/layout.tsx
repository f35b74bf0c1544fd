import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { BrandMark } from "@/components/layout/brand-mark";
import { AppProviders } from "@/components/providers/app-providers";
import { getGeneralSettings } from "@/lib/data/settings";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const { siteName } = await getGeneralSettings();
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col bg-muted/40">
        <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-8">
          <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </Link>
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
