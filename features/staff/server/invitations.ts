// Staff invitations: a single-use link (32 random bytes, only the SHA-256 stored) that expires
// after 7 days. Inviting an address with an open invitation refreshes that invitation (new token,
// new expiry), so there is at most one open invitation per address and old links stop working.
import "server-only";
import { prisma } from "@/lib/db";
import { conflict, gone, notFound } from "@/lib/errors/domain";
import type { CodeFor } from "@/lib/errors/catalogue";
import { logActivity } from "@/lib/audit/log";
import { appLink } from "@/features/auth/server";
import { INVITE_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { hashPassword } from "@/lib/auth/password";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { queueMail } from "@/lib/email/queue";
import { staffInvitationEmail } from "@/features/auth";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { InvitationPreview, InvitationStatus, PendingInvitation, StaffRole } from "../schema";

type Actor = { id: string; name: string };

const OPEN = { acceptedAt: null, revokedAt: null } satisfies Prisma.StaffInvitationWhereInput;

const invitationSelect = {
  id: true,
  email: true,
  fullName: true,
  role: true,
  createdAt: true,
  expiresAt: true,
  acceptedAt: true,
  revokedAt: true,
  invitedBy: { select: { id: true, name: true, email: true } },
} satisfies Prisma.StaffInvitationSelect;

type InvitationRow = Prisma.StaffInvitationGetPayload<{ select: typeof invitationSelect }>;

const toRole = (role: string): StaffRole => (role === "admin" ? "admin" : "staff");

export function invitationStatus(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "pending";
}

function toPending(row: InvitationRow): PendingInvitation {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: toRole(row.role),
    status: row.expiresAt <= new Date() ? "expired" : "pending",
    invitedBy: row.invitedBy ? { _id: row.invitedBy.id, name: row.invitedBy.name } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Invitations not yet accepted or revoked (expired ones too, so they can be resent), newest first. */
export async function listOpenInvitations({ page, limit }: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    prisma.staffInvitation.findMany({
      where: OPEN,
      select: invitationSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    prisma.staffInvitation.count({ where: OPEN }),
  ]);
  return { invitations: rows.map(toPending), total };
}

/** Queued in the transaction that stores the link (docs/domain/jobs.md): a mail server that is down delays it, never loses it. */
function queueInvitation(row: { email: string; fullName: string; role?: string }, inviter: Actor, token: string, tx: Prisma.TransactionClient) {
  const message = staffInvitationEmail(row.fullName, inviter.name, appLink("/accept-invite", token), row.role === "admin" ? "admin" : "staff");
  return queueMail({ to: row.email, ...message }, { db: tx });
}

async function assertNoAccount(email: string, tx: Prisma.TransactionClient = prisma) {
  const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw conflict("An account with this email already exists", "EMAIL_TAKEN");
}

/**
 * POST /api/admin/staff/invite. A new address gets a new invitation (created: true); an address
 * with an open invitation has it refreshed and re-sent (created: false).
 */
export async function inviteStaff(
  input: { email: string; fullName: string; role: StaffRole },
  actor: Actor,
): Promise<{ invitation: PendingInvitation; created: boolean }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + INVITE_TOKEN_TTL_MS);
  return prisma.$transaction(async (tx) => {
    await assertNoAccount(input.email, tx);
    const open = await tx.staffInvitation.findFirst({ where: { email: input.email, ...OPEN }, orderBy: { createdAt: "desc" }, select: { id: true } });
    const data = { fullName: input.fullName, role: input.role, tokenHash: hash, expiresAt, invitedById: actor.id };
    const row = open
      ? await tx.staffInvitation.update({ where: { id: open.id }, data, select: invitationSelect })
      : await tx.staffInvitation.create({ data: { email: input.email, ...data }, select: invitationSelect });
    const created = !open;
    await queueInvitation(row, actor, token, tx);
    await logActivity(
      {
        type: created ? "staff_invited" : "invitation_resent",
        message: `${actor.name} ${created ? "invited" : "re-invited"} ${row.fullName} (${row.email}) as ${toRole(row.role)}`,
        actor,
        target: { type: "invitation", id: row.id },
        after: { email: row.email, fullName: row.fullName, role: row.role, expiresAt: row.expiresAt.toISOString() },
      },
      tx,
    );
    return { invitation: toPending(row), created };
  });
}

async function findInvitation(id: string, tx: Prisma.TransactionClient = prisma): Promise<InvitationRow> {
  const row = await tx.staffInvitation.findUnique({ where: { id }, select: invitationSelect });
  if (!row) throw notFound("Invitation not found");
  return row;
}

function assertOpen(row: InvitationRow, action: string) {
  if (row.acceptedAt) throw conflict(`This invitation has already been accepted, so it cannot be ${action}.`, "INVITATION_ACCEPTED");
  if (row.revokedAt) throw conflict(`This invitation was revoked, so it cannot be ${action}. Send a new invitation instead.`, "INVITATION_REVOKED");
}

/** A new token and a fresh 7 days; the previous link stops working. */
export async function resendInvitation(id: string, actor: Actor): Promise<PendingInvitation> {
  const { token, hash } = newToken();
  return prisma.$transaction(async (tx) => {
    const current = await findInvitation(id, tx);
    assertOpen(current, "resent");
    await assertNoAccount(current.email, tx);
    const row = await tx.staffInvitation.update({
      where: { id },
      data: { tokenHash: hash, expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS), invitedById: actor.id },
      select: invitationSelect,
    });
    await queueInvitation(row, actor, token, tx);
    await logActivity(
      {
        type: "invitation_resent",
        message: `${actor.name} resent the invitation to ${row.fullName} (${row.email})`,
        actor,
        target: { type: "invitation", id },
        after: { expiresAt: row.expiresAt.toISOString() },
      },
      tx,
    );
    return toPending(row);
  });
}

export async function revokeInvitation(id: string, actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await findInvitation(id, tx);
    assertOpen(current, "revoked");
    await tx.staffInvitation.update({ where: { id }, data: { revokedAt: new Date() } });
    await logActivity(
      { type: "invitation_revoked", message: `${actor.name} revoked the invitation to ${current.fullName} (${current.email})`, actor, target: { type: "invitation", id } },
      tx,
    );
  });
}

/** What an invitation link shows, or null when the token matches no invitation. */
export async function previewInvitation(token: string): Promise<InvitationPreview | null> {
  const row = await prisma.staffInvitation.findUnique({ where: { tokenHash: hashToken(token) }, select: invitationSelect });
  if (!row) return null;
  const account = await prisma.user.findUnique({ where: { email: row.email }, select: { id: true } });
  return {
    email: row.email,
    fullName: row.fullName,
    role: toRole(row.role),
    status: invitationStatus(row),
    invitedBy: row.invitedBy ? { name: row.invitedBy.name, email: row.invitedBy.email } : null,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: Boolean(account),
  };
}

const STATE_ERRORS: Record<Exclude<InvitationStatus, "pending">, [code: CodeFor<410>, message: string]> = {
  accepted: ["INVITATION_USED", "This invitation has already been used. Sign in with the password you chose."],
  revoked: ["INVITATION_REVOKED", "This invitation was revoked. Ask the admin who invited you for a new one."],
  expired: ["INVITATION_EXPIRED", "This invitation has expired. Ask the admin who invited you to resend it."],
};

/** 410 Gone: the link was real but can no longer be used. */
const closed = (status: Exclude<InvitationStatus, "pending">) => gone(STATE_ERRORS[status][1], STATE_ERRORS[status][0]);

export const INVITATION_NOT_FOUND = "This invitation link is not valid. It may have been replaced by a newer invitation; use the latest email, or ask the admin who invited you to resend it.";

/**
 * Accepts an invitation: creates the staff account (email verified: the link proves the address),
 * marks the invitation accepted and logs it, all in one transaction. The claim is conditional on
 * the invitation still being open, so two concurrent accepts cannot both succeed.
 */
export async function acceptInvitation(token: string, password: string, fullName?: string) {
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    const row = await tx.staffInvitation.findUnique({ where: { tokenHash: hashToken(token) }, select: invitationSelect });
    if (!row) throw notFound(INVITATION_NOT_FOUND, "INVITATION_NOT_FOUND");
    const status = invitationStatus(row);
    if (status !== "pending") throw closed(status);
    // Claim the invitation first: on PostgreSQL a second, simultaneous accept waits on this row and
    // then finds it taken (410), instead of racing ahead to the email check and seeing the account
    // the first one just created (409). A refusal below rolls the claim back.
    const claimed = await tx.staffInvitation.updateMany({ where: { id: row.id, ...OPEN }, data: { acceptedAt: new Date() } });
    if (claimed.count === 0) throw closed("accepted");
    const existing = await tx.user.findUnique({ where: { email: row.email }, select: { id: true } });
    if (existing) throw conflict(`An account for ${row.email} already exists. Sign in instead, or reset your password.`, "EMAIL_TAKEN");
    const user = await tx.user.create({
      data: { email: row.email, name: fullName ?? row.fullName, role: toRole(row.role), passwordHash, isActive: true, isEmailVerified: true },
      select: { id: true, email: true, name: true, role: true, isEmailVerified: true, avatar: true },
    });
    await logActivity(
      {
        type: "invitation_accepted",
        message: `${user.name} accepted the staff invitation${row.invitedBy ? ` from ${row.invitedBy.name}` : ""}`,
        actor: user,
        target: { type: "user", id: user.id },
        after: { invitationId: row.id, role: user.role },
      },
      tx,
    );
    return user;
  });
}
