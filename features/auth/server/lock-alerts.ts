// Who hears about an account locked after repeated failed sign-ins: whoever manages staff, in the
// bell, and every active admin by email while the notification setting systemAlerts is on.
import "server-only";
import { activeAdmins } from "@/lib/auth/admins";
import { LOCKOUT_MINUTES } from "@/lib/auth/constants";
import { sendMail } from "@/lib/email/transport";
import { notificationAllowed } from "@/lib/settings/notification-emails";
import { notifyAccountLocked } from "@/features/notifications/server";
import { accountLockedEmail } from "./emails";

export async function announceLock(user: { id: string; email: string; name: string }): Promise<void> {
  await notifyAccountLocked(user);
  if (!(await notificationAllowed("systemAlerts"))) return;
  const admins = await activeAdmins();
  const results = await Promise.allSettled(
    admins.map((admin) => sendMail({ to: admin.email, ...accountLockedEmail(admin.name, user.email, LOCKOUT_MINUTES) })),
  );
  for (const result of results) if (result.status === "rejected") console.error("[mail] lock alert failed:", result.reason);
}
