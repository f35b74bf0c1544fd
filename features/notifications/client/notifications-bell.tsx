"use client";

// The header bell (docs/domain/notifications.md): what happened that the signed-in person should know about,
// from the server (GET /api/notifications), read state shared across their devices. It refetches
// on focus and every 30 s; opening it refetches too.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Bell, CheckCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { notificationsQueryOptions, useMarkNotificationsRead } from "./queries";
import type { NotificationView } from "../schema";
import { cn } from "@/lib/utils";

function timeAgo(iso: string, now: number) {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

function Entry({ n, now, onOpen }: { n: NotificationView; now: number; onOpen: (n: NotificationView) => void }) {
  const content = (
    <div className="flex w-full min-w-0 gap-2">
      <span className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-primary")} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm", !n.readAt && "font-semibold")}>
          {n.title}
          {!n.readAt && <span className="sr-only"> (unread)</span>}
        </p>
        <p className="text-sm break-words text-muted-foreground">{n.body}</p>
        <p className="text-xs text-muted-foreground">{timeAgo(n.createdAt, now)}</p>
      </div>
    </div>
  );
  return (
    <DropdownMenuItem asChild={Boolean(n.link)} className="items-start" onSelect={() => onOpen(n)}>
      {/* Not prefetched: a menu of links the person may never follow. */}
      {n.link ? (
        <Link href={n.link} prefetch={false}>
          {content}
        </Link>
      ) : (
        content
      )}
    </DropdownMenuItem>
  );
}

export function NotificationsBell() {
  const { data, refetch, dataUpdatedAt } = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  const badge = unread > 99 ? "99+" : String(unread);
  const open = (n: NotificationView) => {
    if (!n.readAt) markRead.mutate({ ids: [n.id] });
  };
  return (
    <DropdownMenu onOpenChange={(isOpen) => isOpen && void refetch()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground" aria-hidden>
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0">Notifications</DropdownMenuLabel>
          {unread > 0 && (
            // A menu item (a menu may only hold items), kept open so the list shows the change.
            <DropdownMenuItem
              className="h-8 px-2 text-sm"
              disabled={markRead.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate({ all: true });
              }}
            >
              <CheckCheck aria-hidden /> Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <div className="max-h-96 overflow-y-auto" role="group" aria-label="Notifications list">
            {items.map((n) => (
              <Entry key={n.id} n={n} now={dataUpdatedAt || 0} onOpen={open} />
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
