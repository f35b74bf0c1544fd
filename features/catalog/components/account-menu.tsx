"use client";

// The signed-in visitor's avatar menu (docs/product.md §2 top navigation). Loaded only once the server has
// answered with a user (auth-state.ts), so signed-out visitors never download it.
import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { UserAvatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { logout, type NavUser } from "./auth-state";

const LINKS = [
  { href: "/dashboard", label: "Dashboard", Icon: LayoutDashboard },
  { href: "/profile", label: "Profile", Icon: UserRound },
];

export function AccountMenu({ user }: { user: NavUser }) {
  return (
    <DropdownMenu modal={false}>
      {/* Named by its content (no aria-label), so the visible initials never contradict the name. */}
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" data-testid="account-menu-trigger">
        <span className="sr-only">Account menu for </span>
        <UserAvatar name={user.name} src={user.avatar} className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ href, label, Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <a href={href}>
              <Icon aria-hidden="true" />
              {label}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
