"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/ui/avatar";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useCurrentUser } from "./current-user";
import { useSiteSettings } from "@/components/providers/site-settings-provider";
import { logout } from "@/lib/auth/logout";
import type { NavItem } from "@/lib/permissions";
import { cn } from "@/lib/utils";
import { BrandMark } from "./brand-mark";
import { Breadcrumbs } from "./breadcrumbs";
import { SidebarNav } from "./sidebar-nav";
import { SIDEBAR_COOKIE } from "./sidebar-cookie";


const ROLE_LABEL: Record<string, string> = { admin: "Admin", staff: "Staff", user: "Learner" };

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { siteName } = useSiteSettings();
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={`${siteName} home`}>
      <BrandMark large />
      {!collapsed && <span className="text-lg">{siteName}</span>}
    </Link>
  );
}

function UserBlock({ collapsed = false }: { collapsed?: boolean }) {
  const user = useCurrentUser();
  return (
    <div className={cn("flex items-center gap-3", collapsed && "justify-center")}>
      <UserAvatar name={user.name} src={user.avatar ?? undefined} className="size-9" />
      {!collapsed && (
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground">{ROLE_LABEL[user.role] ?? user.role}</p>
        </div>
      )}
    </div>
  );
}

function LogoutButton({ collapsed = false }: { collapsed?: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      className={cn("w-full", collapsed && "px-0")}
      aria-label={collapsed ? "Logout" : undefined}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout(() => {
          router.replace("/");
          router.refresh();
        });
      }}
    >
      <LogOut aria-hidden />
      {!collapsed && "Logout"}
    </Button>
  );
}

/**
 * The dashboard's frame: sidebar, header and main area. `headerActions` (the notifications bell) is
 * passed in by the layout, so this shared kit imports no feature.
 */
export function DashboardShell({ nav, initialCollapsed, headerActions, children }: { nav: NavItem[]; initialCollapsed: boolean; headerActions?: ReactNode; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    // Remembered in a cookie so the server renders the same width on the next visit (no jump).
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "expanded"}; path=/; max-age=31536000; samesite=lax`;
  }

  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex min-h-screen bg-muted/40">
        <aside
          className={cn(
            "sticky top-0 hidden h-screen shrink-0 flex-col gap-6 border-r bg-card p-4 transition-[width] duration-200 lg:flex",
            collapsed ? "w-20" : "w-64",
          )}
          aria-label="Sidebar"
        >
          <div className={cn("flex items-center", collapsed ? "flex-col gap-3" : "justify-between")}>
            <Brand collapsed={collapsed} />
            <Button variant="ghost" size="icon" onClick={toggle} aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"} aria-expanded={!collapsed}>
              {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
            </Button>
          </div>
          <UserBlock collapsed={collapsed} />
          <div className="flex-1 overflow-y-auto">
            <SidebarNav items={nav} collapsed={collapsed} />
          </div>
          <LogoutButton collapsed={collapsed} />
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur lg:px-8">
            <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                  <Menu aria-hidden />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="flex w-72 flex-col gap-6 p-4">
                <SheetHeader className="p-0">
                  <SheetTitle asChild>
                    <div>
                      <Brand />
                    </div>
                  </SheetTitle>
                  <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
                </SheetHeader>
                <UserBlock />
                <div className="flex-1 overflow-y-auto">
                  <SidebarNav items={nav} onNavigate={() => setDrawerOpen(false)} />
                </div>
                <LogoutButton />
              </SheetContent>
            </Sheet>
            <p className="text-lg font-semibold lg:hidden">Dashboard</p>
            <div className="hidden min-w-0 flex-1 lg:block">
              <Breadcrumbs />
            </div>
            <div className="ml-auto flex items-center gap-2">{headerActions}</div>
          </header>
          <main id="main" className="flex-1 p-4 lg:p-8">
            <div className="mb-4 lg:hidden">
              <Breadcrumbs />
            </div>
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
