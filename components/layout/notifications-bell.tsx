"use client";

import { Bell, Check, CheckCheck, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { notifications, useNotifications } from "@/lib/stores/notifications";
import { cn } from "@/lib/utils";

function timeAgo(timestamp: number) {
  const seconds = Math.max(0, Math.round((Date.now() - timestamp) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.round(minutes / 60)} h ago`;
}

export function NotificationsBell() {
  const items = useNotifications();
  const unread = items.filter((n) => !n.isRead).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}>
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground" aria-hidden>
              {unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0">Notifications</DropdownMenuLabel>
          {items.length > 0 && (
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => notifications.markAllRead()} disabled={unread === 0}>
                <CheckCheck aria-hidden /> Mark all read
              </Button>
              <Button variant="ghost" size="sm" onClick={() => notifications.clear()}>
                <Trash2 aria-hidden /> Clear
              </Button>
            </div>
          )}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto" aria-label="Notifications list">
            {items.map((n) => (
              <li key={n.id} className={cn("flex gap-2 rounded-md px-2 py-2", !n.isRead && "bg-accent")}>
                <span
                  className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.isRead ? "bg-transparent" : n.variant === "error" ? "bg-destructive" : "bg-primary")}
                  aria-hidden
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {n.title}
                    {!n.isRead && <span className="sr-only"> (unread)</span>}
                  </p>
                  {n.description && <p className="text-sm text-muted-foreground">{n.description}</p>}
                  <p className="text-xs text-muted-foreground">{timeAgo(n.timestamp)}</p>
                </div>
                <div className="flex shrink-0 flex-col gap-1">
                  {!n.isRead && (
                    <Button variant="ghost" size="icon" className="size-7" aria-label={`Mark "${n.title}" as read`} onClick={() => notifications.markRead(n.id)}>
                      <Check aria-hidden />
                    </Button>
                  )}
                  <Button variant="ghost" size="icon" className="size-7" aria-label={`Remove "${n.title}"`} onClick={() => notifications.remove(n.id)}>
                    <X aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
