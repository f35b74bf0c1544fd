// Who hears about an account locked after repeated failed sign-ins: whoever manages staff, in the
// bell, and every active admin by email while the notification setting systemAlerts is on.
import "server-only";
import { activeAdmins } from "@/lib/auth/admins";
import { LOCKOUT_MINUTES } from "@/lib/auth/constants";
import { queueMail } from "@/lib/email/queue";
import type { MailMessage } from "@/lib/email/transport";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notificationAllowed } from "@/lib/settings/notification-emails";
import { notifyAccountLocked } from "@/features/notifications/server";
import { accountLockedEmail } from "./emails";

type Locked = { id: string; email: string; name: string };

/**
 * The admins' emails about a lock, built before the transaction that records the lock (they read
 * the settings and the admin list) and queued in it with `queueLockAlerts`.
 */
export async function lockAlertEmails(user: Locked): Promise<MailMessage[]> {
  if (!(await notificationAllowed("systemAlerts"))) return [];
  const admins = await activeAdmins();
  return admins.map((admin) => ({ to: admin.email, ...accountLockedEmail(admin.name, user.email, LOCKOUT_MINUTES) }));
}

/** Queues the alerts in the transaction of the lock (docs/domain/jobs.md): no lock, no alert. */
export async function queueLockAlerts(messages: MailMessage[], tx: Prisma.TransactionClient): Promise<void> {
  for (const message of messages) await queueMail(message, { db: tx });
}

/** The bell, for whoever manages staff. */
export async function announceLock(user: Locked): Promise<void> {
  await notifyAccountLocked(user);
}
