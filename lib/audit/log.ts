// Writes the activity/audit log. Every feature records its events here; the Overview's feed
// and the admin audit log read them back.
import "server-only";
import { prisma } from "@/lib/db";
import type { ActivityType } from "./types";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ActivityInput = {
  type: ActivityType;
  message: string;
  actor?: { id: string; name: string } | null;
  target?: { type: string; id: string } | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, if not now (the seed replays history with a fixed clock). */
  at?: Date;
};

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function activityData(input: ActivityInput): Prisma.ActivityLogUncheckedCreateInput {
  return {
    type: input.type,
    message: input.message,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? null,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    before: toJson(input.before),
    after: toJson(input.after),
    ...(input.at && { createdAt: input.at }),
  };
}

/** How many times this person has signed in (the login route asks before recording this one). */
export async function signInCount(userId: string): Promise<number> {
  return prisma.activityLog.count({ where: { actorId: userId, type: "login" } });
}

/** Records one event. Pass `tx` to write it inside the caller's transaction. */
export async function logActivity(input: ActivityInput, tx: Prisma.TransactionClient = prisma): Promise<void> {
  await tx.activityLog.create({ data: activityData(input) });
}
