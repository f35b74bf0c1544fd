// Whether a notification email of a kind may go out now: Settings → Notifications has a master
// switch (emailNotifications) and a toggle per kind. Account notices (password changed, two-factor
// on or off) are security mail about the reader's own account and do not ask.
import "server-only";
import { getSettings } from "./store";

export type NotificationKind = "systemAlerts" | "weeklyReports";

export async function notificationAllowed(kind: NotificationKind): Promise<boolean> {
  const settings = await getSettings("notifications");
  return settings.emailNotifications && settings[kind];
}
