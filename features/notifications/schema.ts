// The header bell (docs/domain/notifications.md): what GET /api/notifications answers and what
// POST /api/notifications/read takes. Shared by the bell and the handlers.
import { z } from "zod";
import { dataResponse } from "@/lib/api/response-schemas";

export const NOTIFICATION_TYPES = ["enrollment", "purchase", "grading", "invitation_expired", "account_locked", "role_changed"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications the bell lists (newest first); the unread count is always exact. */
export const NOTIFICATION_LIST_LIMIT = 30;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z.object({ ids: z.array(z.string().trim().min(1).max(64)).min(1, "Choose at least one notification").max(200, "At most 200 at a time") }).strict(),
  ],
  { error: "Send { ids: [...] } or { all: true }" },
);
export type MarkReadInput = z.input<typeof markReadSchema>;

// ---- Responses ----

/** GET /api/notifications: the bell's newest notifications and the unread count. */
export const notificationsResponse = dataResponse(notificationListSchema.shape);

/** POST /api/notifications/read: how many were marked, then the list as GET answers it. */
export const notificationsMarkedResponse = dataResponse({ marked: z.number().int(), ...notificationListSchema.shape });
