// The bell's reads and "mark as read" (docs/domain/notifications.md). Read state is a column of the row, so it
// is the same on every device the person signs in from.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { NOTIFICATION_LIST_LIMIT, type MarkReadInput, type NotificationList } from "../schema";
import { notifyUsers } from "./notify";

export async function listNotifications(userId: string, limit = NOTIFICATION_LIST_LIMIT): Promise<NotificationList> {
  const [items, unread] = await Promise.all([
    prisma.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: { id: true, type: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    prisma.notification.count({ where: { userId, readAt: null } }),
  ]);
  return {
    items: items.map((n) => ({ ...n, readAt: n.readAt?.toISOString() ?? null, createdAt: n.createdAt.toISOString() })),
    unread,
  };
}

/** Marks the caller's own notifications read; ids of other people's are ignored. Answers how many changed. */
export async function markNotificationsRead(userId: string, input: MarkReadInput, now = new Date()): Promise<number> {
  const where = "all" in input ? { userId, readAt: null } : { userId, readAt: null, id: { in: input.ids } };
  const result = await prisma.notification.updateMany({ where, data: { readAt: now } });
  return result.count;
}

/**
 * Invitations that expired unaccepted are told once to whoever sent them and to the active admins.
 * Run when someone who could be told opens the bell: there is no scheduler, and this is one indexed
 * query when nothing expired. Each invitation is claimed with a conditional update, so two
 * instances reading at once cannot tell it twice.
 */
export async function notifyExpiredInvitations(now = new Date()): Promise<number> {
  // Most looks find nothing due: the earliest expiry still to tell is kept like a list total (any
  // invitation write clears it), so those cost no query of their own (docs/decisions/007-aggregate-cache.md).
  const next = await cachedAggregate("invitations:next-expiry", async () => {
    const first = await prisma.staffInvitation.findFirst({ where: { acceptedAt: null, revokedAt: null, expiryNotifiedAt: null }, orderBy: { expiresAt: "asc" }, select: { expiresAt: true } });
    return first?.expiresAt.getTime() ?? null;
  });
  if (next === null || next > now.getTime()) return 0;
  const expired = await prisma.staffInvitation.findMany({
    where: { expiresAt: { lte: now }, acceptedAt: null, revokedAt: null, expiryNotifiedAt: null },
    select: { id: true, email: true, fullName: true, role: true, expiresAt: true, invitedById: true },
    orderBy: { expiresAt: "asc" },
    take: 100,
  });
  if (!expired.length) return 0;
  const admins = await prisma.user.findMany({ where: { role: "admin", isActive: true }, select: { id: true } });
  let told = 0;
  for (const invitation of expired) {
    const inviter = invitation.invitedById
      ? await prisma.user.findFirst({ where: { id: invitation.invitedById, isActive: true, role: { in: ["admin", "staff"] } }, select: { id: true } })
      : null;
    const recipients = [...admins.map((a) => a.id), ...(inviter ? [inviter.id] : [])];
    told += await prisma.$transaction(async (tx) => {
      const claim = await tx.staffInvitation.updateMany({ where: { id: invitation.id, expiryNotifiedAt: null }, data: { expiryNotifiedAt: now } });
      if (claim.count !== 1) return 0;
      return notifyUsers(
        recipients,
        {
          type: "invitation_expired",
          title: "Invitation expired",
          body: `The ${invitation.role === "admin" ? "admin" : "staff"} invitation to ${invitation.fullName} (${invitation.email}) expired before it was accepted. Send a new one from Staff Management.`,
          link: "/dashboard/staff",
          at: invitation.expiresAt,
        },
        tx,
        `invitation-expired:${invitation.id}`,
      );
    });
  }
  return told;
}
