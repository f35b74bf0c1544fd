// The header bell (docs/domain/notifications.md): server state, refetched when the window regains focus and
// every 30 s, so a notification read on one device shows read on the others.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { MarkReadInput, notificationsMarkedResponse, notificationsResponse } from "../schema";
import type { z } from "zod";

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => ["notifications", "list"] as const,
};

export const NOTIFICATION_REFRESH_MS = 30_000;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api<z.infer<typeof notificationsResponse>>("/notifications", { signal }).then((r) => r.data),
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    staleTime: 10_000,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => api<z.infer<typeof notificationsMarkedResponse>>("/notifications/read", { method: "POST", body: input }).then((r) => r.data),
    onSuccess: ({ items, unread }) => queryClient.setQueryData(notificationKeys.list(), { items, unread }),
  });
}
