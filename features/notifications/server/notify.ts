// Writes the bell's notifications (docs/domain/notifications.md). An event that tells many people
// enqueues one "notify" job in its own transaction (docs/domain/jobs.md): it commits with the event
// or not at all, and the request does not wait for the fan-out. The job reads the recipients when it
// runs, moments later: active accounts whose role holds the permission the event is about, so a
// demoted or deactivated account hears nothing more. Its rows carry the job's id as `dedupeKey`, so
// a job that runs again (after a crash) tells nobody twice.
import "server-only";
import { prisma } from "@/lib/db";
import { defineJob, type JobDb } from "@/lib/jobs";
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

/** A fan-out as the job carries it: who (every active account allowed the permission) and what. */
type NotifyJob = { permission: [Resource, Action]; notification: Omit<NotificationInput, "at"> & { at?: string } };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function rows(userIds: string[], input: NotificationInput, dedupeKey?: string): Prisma.NotificationCreateManyInput[] {
  return [...new Set(userIds)].map((userId) => ({
    userId,
    type: input.type,
    title: clip(input.title, 200),
    body: clip(input.body, 1000),
    link: input.link ?? null,
    ...(dedupeKey && { dedupeKey }),
    ...(input.at && { createdAt: input.at }),
  }));
}

/** Roles whose permission table grants `resource.action`. */
export function rolesWith(action: Action, resource: Resource): string[] {
  return ROLES.filter((role) => can(role, action, resource));
}

async function permittedIds([resource, action]: [Resource, Action], tx: Tx = prisma): Promise<string[]> {
  const recipients = await tx.user.findMany({ where: { role: { in: rolesWith(action, resource) }, isActive: true }, select: { id: true } });
  return recipients.map((r) => r.id);
}

/** Writes the rows once per recipient and key: those who already have the key are skipped. */
async function writeOnce(userIds: string[], input: NotificationInput, dedupeKey: string): Promise<number> {
  const told = await prisma.notification.findMany({ where: { userId: { in: userIds }, dedupeKey }, select: { userId: true } });
  const skip = new Set(told.map((row) => row.userId));
  const fresh = userIds.filter((id) => !skip.has(id));
  if (fresh.length === 0) return 0;
  // One statement: if a second run of the job raced this one, the unique (userId, dedupeKey) fails
  // it whole, and its retry finds every row written.
  const result = await prisma.notification.createMany({ data: rows(fresh, input, dedupeKey) });
  return result.count;
}

export const notifyJob = defineJob<NotifyJob>("notify", {
  async run({ permission, notification }, job) {
    const { at, ...rest } = notification;
    const recipients = await permittedIds(permission);
    if (recipients.length === 0) return;
    await writeOnce(recipients, { ...rest, ...(at && { at: new Date(at) }) }, `job:${job.id}`);
  },
  summary: ({ permission, notification }) => `"${notification.title}" to every active account allowed ${permission[0]}.${permission[1]}`,
});

/**
 * Tells every active account allowed `resource.action` (e.g. students.read for a new enrollment):
 * queued in `tx`, the event's transaction, and written by the notify job.
 */
export async function notifyPermitted(permission: [Resource, Action], input: NotificationInput, tx: JobDb = prisma): Promise<void> {
  const { at, ...rest } = input;
  await notifyJob.enqueue({ permission, notification: { ...rest, ...(at && { at: at.toISOString() }) } }, { db: tx });
}

/**
 * Tells the given accounts at once, in `tx`: a known handful (a promoted learner; an expired
 * invitation's inviter and the admins, told in the claim's transaction so that whoever opened the
 * bell sees it in that answer). `dedupeKey` tells each of them that event once.
 */
export async function notifyUsers(userIds: string[], input: NotificationInput, tx: Tx = prisma, dedupeKey?: string): Promise<number> {
  if (!userIds.length) return 0;
  const result = await tx.notification.createMany({ data: rows(userIds, input, dedupeKey) });
  return result.count;
}

/** A submitted attempt has essay or code answers to mark: everyone who grades (questions.update) hears. */
export async function notifyGradingWaiting(tx: Tx, attempt: { lessonId: string; userId: string }, at: Date): Promise<void> {
  const [learner, lesson] = await Promise.all([
    tx.user.findUnique({ where: { id: attempt.userId }, select: { name: true } }),
    tx.lesson.findUnique({ where: { id: attempt.lessonId }, select: { title: true } }),
  ]);
  await notifyPermitted(
    ["questions", "update"],
    { type: "grading", title: "Answer waiting for grading", body: `${learner?.name ?? "A learner"} submitted "${lesson?.title ?? "a quiz"}" with answers to mark`, link: "/dashboard/grading", at },
    tx,
  );
}

/** An account was locked after repeated failed sign-ins: the active admins hear, whatever the email settings. */
export async function notifyAccountLocked(user: { id: string; email: string; name: string }, tx: JobDb = prisma): Promise<void> {
  await notifyPermitted(
    ["staff", "update"],
    {
      type: "account_locked",
      title: "Account locked",
      body: `${user.name} (${user.email}) was locked out after repeated failed sign-in attempts.`,
      link: "/dashboard/audit",
    },
    tx,
  );
}
