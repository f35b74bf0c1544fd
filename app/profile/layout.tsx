import Link from "next/link";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { CurrentUserProvider } from "@/components/layout/current-user";
import { BackLink, BrandMark } from "@/components/layout/brand-mark";
import { AppProviders } from "@/components/providers/app-providers";
import { QueryProvider } from "@/components/providers/query-provider";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getGeneralSettings } from "@/lib/settings/store";

export async function generateMetadata() {
  const { siteName } = await getGeneralSettings();
  return { title: { default: "Profile", template: `%s · ${siteName}` } };
}

// /profile is for every signed-in role (the proxy redirects signed-out visitors; this re-checks the
// session against the database, like the dashboard layout). It is where two-factor enrolment
// happens, so it opens for an admin or staff member who must still enrol; what it shows comes from
// API routes that each decide whether that account may have it.
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const [user, { siteName }] = await Promise.all([getCurrentUser({ allowWithoutTwoFactor: true }), getGeneralSettings()]);
  if (!user) redirect("/login?callbackUrl=%2Fprofile");
  return (
    <AppProviders>
      <QueryProvider>
        <CurrentUserProvider user={user}>
          <div className="min-h-screen bg-muted/40">
            <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur print:hidden">
              <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4 lg:px-8">
                <BackLink href="/dashboard" variant="header" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  Back to Dashboard
                </BackLink>
                <Link href="/" className="mx-auto inline-flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={`${siteName} home`}>
                  <BrandMark />
                  <span className="hidden sm:inline">{siteName}</span>
                </Link>
                <ThemeToggle />
              </div>
            </header>
            <main id="main" className="mx-auto max-w-4xl p-4 lg:p-8">
              {children}
            </main>
          </div>
        </CurrentUserProvider>
      </QueryProvider>
    </AppProviders>
  );
}
