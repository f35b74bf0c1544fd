// The header bell: the caller's newest notifications and the unread count (docs/domain/notifications.md).
import { handler } from "@/lib/api/handler";
import { listNotifications, notifyExpiredInvitations } from "@/features/notifications/server";
import { can } from "@/lib/permissions";
import { notificationsResponse } from "@/features/notifications";

export const GET = handler({ response: notificationsResponse, access: { signedIn: true } }, async ({ caller }) => {
  // Expired invitations are noticed when someone who manages staff looks (no scheduler runs here).
  if (can(caller.user.role, "read", "staff")) await notifyExpiredInvitations();
  return { data: await listNotifications(caller.user.id) };
});
