// Marks the caller's notifications read: some by id, or all of them (docs/domain/notifications.md).
import { handler } from "@/lib/api/handler";
import { listNotifications, markNotificationsRead } from "@/features/notifications/server";
import { markReadSchema, notificationsMarkedResponse } from "@/features/notifications";

export const POST = handler({ response: notificationsMarkedResponse, access: { signedIn: true }, body: markReadSchema }, async ({ caller, body }) => {
  const marked = await markNotificationsRead(caller.user.id, body);
  return { data: { marked, ...(await listNotifications(caller.user.id)) } };
});
