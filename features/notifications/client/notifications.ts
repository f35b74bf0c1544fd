// The client's notifications store (docs/product.md §3, §4): newest first, unread by default, marked read one
// by one or all at once, removed, or cleared. A tiny external store read with useSyncExternalStore,
// so any component (a toast handler, the header bell) can add to it without a provider.
import { useSyncExternalStore } from "react";

export type NotificationVariant = "success" | "error" | "info";

export type AppNotification = {
  id: string;
  title: string;
  description?: string;
  variant: NotificationVariant;
  timestamp: number;
  isRead: boolean;
};

type Listener = () => void;

export function createNotificationStore(limit = 50) {
  let items: AppNotification[] = [];
  const listeners = new Set<Listener>();
  let sequence = 0;

  const set = (next: AppNotification[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => items,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input: { title: string; description?: string; variant?: NotificationVariant }): AppNotification {
      sequence += 1;
      const item: AppNotification = {
        id: `${Date.now().toString(36)}-${sequence}`,
        title: input.title,
        description: input.description,
        variant: input.variant ?? "info",
        timestamp: Date.now(),
        isRead: false,
      };
      set([item, ...items].slice(0, limit));
      return item;
    },
    markRead: (id: string) => set(items.map((n) => (n.id === id ? { ...n, isRead: true } : n))),
    markAllRead: () => set(items.map((n) => (n.isRead ? n : { ...n, isRead: true }))),
    remove: (id: string) => set(items.filter((n) => n.id !== id)),
    clear: () => set([]),
  };
}

export const notifications = createNotificationStore();

/** Adds a notification to the header bell (call it beside the matching toast). */
export function notify(input: { title: string; description?: string; variant?: NotificationVariant }) {
  return notifications.add(input);
}

const EMPTY: AppNotification[] = [];

export function useNotifications(): AppNotification[] {
  return useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, () => EMPTY);
}
