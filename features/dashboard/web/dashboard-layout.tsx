import "server-only";
// The console's shell around every dashboard page: the signed-in user, the menu with its badges
// (the grading queue), the notifications bell. A room of its own because it composes features.
import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { CurrentUserProvider } from "@/components/layout/current-user";
import { DashboardShell } from "@/components/layout/dashboard-shell";
import { SIDEBAR_COOKIE } from "@/components/layout/sidebar-cookie";
import { AppProviders } from "@/components/providers/app-providers";
import { QueryProvider } from "@/components/providers/query-provider";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getGeneralSettings } from "@/lib/settings/store";
import { gradingQueueCount } from "@/features/grading/server";
import { NotificationsBell } from "@/features/notifications/client";
import { can, canVisitDashboardPath, navFor } from "@/lib/permissions";

export async function generateMetadata() {
  const { siteName } = await getGeneralSettings();
  return { title: { default: "Dashboard", template: `%s · ${siteName}` } };
}

// The signed-in user and their role come from the database on every request (the proxy only
// redirects on the token's word; a demoted or deactivated account is caught here). These checks
// serve full page loads only: a client-side navigation renders the page without this layout, so
// every page asks getCurrentUser or requirePermission itself, and getCurrentUser is what sends an
// account that must enrol in two-factor sign-in to enrolment.
export async function DashboardLayout({ children }: { children: ReactNode }) {
  const [user, headerList, cookieStore] = await Promise.all([getCurrentUser(), headers(), cookies()]);
  const path = headerList.get("x-masterly-path") ?? "/dashboard";
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  if (!canVisitDashboardPath(user.role, path)) redirect("/dashboard");
  // The Grading item shows how many answers wait for a mark.
  const waiting = can(user.role, "update", "questions") ? await gradingQueueCount() : 0;
  const nav = navFor(user.role).map((item) => (item.href === "/dashboard/grading" && waiting > 0 ? { ...item, badge: String(waiting) } : item));
  return (
    <AppProviders>
      <QueryProvider>
        <CurrentUserProvider user={user}>
          <DashboardShell nav={nav} initialCollapsed={cookieStore.get(SIDEBAR_COOKIE)?.value === "collapsed"} headerActions={<NotificationsBell />}>
            {children}
          </DashboardShell>
        </CurrentUserProvider>
      </QueryProvider>
    </AppProviders>
  );
}
