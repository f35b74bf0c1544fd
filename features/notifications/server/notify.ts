// Writes the bell's notifications (docs/domain/notifications.md). Each event calls one of these from the
// function that records it, inside its transaction when it has one: a single createMany per event.
// Recipients are read from the database at the moment of the event: active accounts whose role
// holds the permission the event is about, so a demoted or deactivated account hears nothing more.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { can, ROLES, type Action, type Resource } from "@/lib/permissions";
import type { NotificationType } from "../schema";

type Tx = Prisma.TransactionClient;

export type NotificationInput = {
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
  /** When it happened, if not now (the seed replays history with a fixed clock). */
  at?: Date;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function rows(userIds: string[], input: NotificationInput): Prisma.NotificationCreateManyInput[] {
  return [...new Set(userIds)].map((userId) => ({
    userId,
    type: input.type,
    title: clip(input.title, 200),
    body: clip(input.body, 1000),
    link: input.link ?? null,
    ...(input.at && { createdAt: input.at }),
  }));
}

/** Roles whose permission table grants `resource.action`. */
export function rolesWith(action: Action, resource: Resource): string[] {
  return ROLES.filter((role) => can(role, action, resource));
}

/** Tells every active account allowed `resource.action` (e.g. students.read for a new enrollment). */
export async function notifyPermitted(permission: [Resource, Action], input: NotificationInput, tx: Tx = prisma): Promise<number> {
  const [resource, action] = permission;
  const recipients = await tx.user.findMany({ where: { role: { in: rolesWith(action, resource) }, isActive: true }, select: { id: true } });
  return notifyUsers(recipients.map((r) => r.id), input, tx);
}

/** Tells the given accounts. */
export async function notifyUsers(userIds: string[], input: NotificationInput, tx: Tx = prisma): Promise<number> {
  if (!userIds.length) return 0;
  const result = await tx.notification.createMany({ data: rows(userIds, input) });
  return result.count;
}

/** A submitted attempt has essay or code answers to mark: everyone who grades (questions.update) hears. */
export async function notifyGradingWaiting(tx: Tx, attempt: { lessonId: string; userId: string }, at: Date): Promise<number> {
  const [learner, lesson] = await Promise.all([
    tx.user.findUnique({ where: { id: attempt.userId }, select: { name: true } }),
    tx.lesson.findUnique({ where: { id: attempt.lessonId }, select: { title: true } }),
  ]);
  return notifyPermitted(
    ["questions", "update"],
    { type: "grading", title: "Answer waiting for grading", body: `${learner?.name ?? "A learner"} submitted "${lesson?.title ?? "a quiz"}" with answers to mark`, link: "/dashboard/grading", at },
    tx,
  );
}

/** An account was locked after repeated failed sign-ins: the active admins hear, whatever the email settings. */
export async function notifyAccountLocked(user: { id: string; email: string; name: string }): Promise<number> {
  return notifyPermitted(["staff", "update"], {
    type: "account_locked",
    title: "Account locked",
    body: `${user.name} (${user.email}) was locked out after repeated failed sign-in attempts.`,
    link: "/dashboard/audit",
  });
}
