// Staff accounts (role admin or staff): the paginated list with its stats, edits, removal and the
// rules that keep at least one active admin. Removal deletes the User row: authored questions and
// courses keep their author by name (Question.authorName, Course.instructor) through SetNull.
import "server-only";
import { releaseCouponsOf } from "@/features/coupons/server";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { containsText } from "@/lib/db/dialect";
import { countCapped, searchIds } from "@/lib/search";
import { exactTotal } from "@/lib/search/pagination";
import { conflict, notFound } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import { revokeAllSessions } from "@/features/auth/server";
import { sendPasswordReset } from "@/features/auth/server";
import { initials } from "@/lib/utils";
import { Prisma } from "@/lib/generated/prisma/client";
import { sortedBy } from "@/lib/search/pagination";
import { STAFF_ROLES, type StaffListQuery, type StaffDetails, type StaffMember, type StaffRole, type StaffStats } from "../schema";

type Actor = { id: string; name: string };

const STAFF_WHERE = { role: { in: [...STAFF_ROLES] } } satisfies Prisma.UserWhereInput;

const staffSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  department: true,
  phoneNumber: true,
  isActive: true,
  isEmailVerified: true,
  avatar: true,
} satisfies Prisma.UserSelect;

type StaffRow = Prisma.UserGetPayload<{ select: typeof staffSelect }>;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === "admin" ? "admin" : "staff",
    department: row.department,
    phoneNumber: row.phoneNumber,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    avatar: row.avatar,
    initials: initials(row.name),
  };
}

async function searchWhere(search: string | undefined): Promise<Prisma.UserWhereInput> {
  if (!search) return STAFF_WHERE;
  // Through the trigram index (lib/search/index.ts); LIKE for a term it cannot answer. Staff rows
  // only: a name many learners share ("Ana Adams", 112 at 100k) listed their ids for nothing, and
  // past 2,000 of them sent the search to LIKE.
  const ids = await searchIds("User", ["name", "email", "department"], search, { role: STAFF_ROLES });
  if (ids) return { ...STAFF_WHERE, id: { in: ids } };
  return {
    ...STAFF_WHERE,
    OR: [{ name: containsText(search) }, { email: containsText(search) }, { department: containsText(search) }],
  };
}

export function staffStats(): Promise<StaffStats> {
  return cachedAggregate("staff:stats", computeStaffStats);
}

async function computeStaffStats(): Promise<StaffStats> {
  const [total, active, admins, pendingVerification] = await prisma.$transaction([
    prisma.user.count({ where: STAFF_WHERE }),
    prisma.user.count({ where: { ...STAFF_WHERE, isActive: true } }),
    prisma.user.count({ where: { role: "admin" } }),
    prisma.user.count({ where: { ...STAFF_WHERE, isEmailVerified: false } }),
  ]);
  return { total, active, admins, pendingVerification };
}

const STAFF_ORDER = {
  name: { field: "name", natural: "asc" },
  email: { field: "email", natural: "asc" },
  role: { field: "role", natural: "asc" },
  department: { field: "department", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
} as const;

type RawStaffRow = Omit<StaffRow, "isActive" | "isEmailVerified"> & { isActive: unknown; isEmailVerified: unknown };
const asBool = (value: unknown): boolean => value === true || value === 1 || value === 1n || value === "1" || value === "true";

/**
 * The page the screen opens with (no search, the default order) as plain SQL, portable to both
 * databases: the staff list is the dashboard's most asked list, and Prisma's interpretation of the
 * query cost about as much as the statement (docs/decisions/010-hot-pages-in-one-statement.md). Other orders and searches: null.
 */
function plainPage(page: number, limit: number, search: string | undefined, sort: string, order: string | undefined): Promise<StaffRow[]> | null {
  if (search || sort !== "createdAt" || order) return null;
  return prisma.$queryRaw<RawStaffRow[]>`
    SELECT "id", "name", "email", "role", "department", "phoneNumber", "isActive", "isEmailVerified", "avatar"
    FROM "User" WHERE "role" IN (${Prisma.join([...STAFF_ROLES])})
    ORDER BY "createdAt" DESC, "id" ASC
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`.then((rows) => rows.map((row) => ({ ...row, isActive: asBool(row.isActive), isEmailVerified: asBool(row.isEmailVerified) })));
}

export async function listStaff({ page, limit, search, sort = "createdAt", order }: StaffListQuery) {
  const where = await searchWhere(search);
  const [rows, total, stats] = await Promise.all([
    plainPage(page, limit, search, sort, order) ??
    prisma.user.findMany({
      where,
      select: staffSelect,
      // The default keeps its old tie-break (id ascending).
      orderBy: sort === "createdAt" && !order ? [{ createdAt: "desc" as const }, { id: "asc" as const }] : (sortedBy(sort, order, STAFF_ORDER) as Prisma.UserOrderByWithRelationInput[]),
      skip: (page - 1) * limit,
      take: limit,
    }),
    // A search counts up to the cap (countCapped); the whole staff exactly.
    cachedAggregate(`staff:count:${JSON.stringify(search ?? "")}`, () => (search ? countCapped(({ take }) => prisma.user.count({ where, take })) : prisma.user.count({ where }).then(exactTotal))),
    staffStats(),
  ]);
  return { staff: rows.map(toStaffMember), total: total.total, capped: total.capped, stats };
}

async function findStaffRow(id: string, tx: Prisma.TransactionClient = prisma): Promise<StaffRow> {
  const row = await tx.user.findFirst({ where: { id, ...STAFF_WHERE }, select: staffSelect });
  if (!row) throw notFound("Staff member not found");
  return row;
}

export async function getStaff(id: string): Promise<StaffMember> {
  return toStaffMember(await findStaffRow(id));
}

/**
 * Refuses a change that would leave no active admin. Checked before the self rules, so the sole
 * admin hears the real reason.
 */
async function assertAnotherActiveAdmin(tx: Prisma.TransactionClient, target: StaffRow, action: string) {
  if (target.role !== "admin" || !target.isActive) return;
  const others = await tx.user.count({ where: { role: "admin", isActive: true, id: { not: target.id } } });
  if (others === 0) throw conflict(`The last active admin cannot be ${action}. Make another staff member an admin first.`, "LAST_ADMIN");
}

export async function createStaff(
  input: { name: string; email: string; role: StaffRole; phoneNumber: string | null; department: string | null },
  actor: Actor,
): Promise<StaffMember> {
  const user = await prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) throw conflict("An account with this email already exists", "EMAIL_TAKEN");
    const row = await tx.user.create({ data: { ...input, isActive: true, isEmailVerified: false }, select: staffSelect });
    await logActivity(
      { type: "staff_updated", message: `${actor.name} added ${row.name} (${row.email}) as ${row.role}`, actor, target: { type: "user", id: row.id }, after: toStaffMember(row) },
      tx,
    );
    // The new account has no password yet: the welcome email carries a link to set one, queued
    // with the account (docs/domain/jobs.md).
    await sendPasswordReset(row, "welcome", { db: tx });
    return row;
  });
  return toStaffMember(user);
}

export async function updateStaff(id: string, changes: Partial<StaffDetails>, actor: Actor): Promise<StaffMember> {
  const { before, after } = await prisma.$transaction(async (tx) => {
    const target = await findStaffRow(id, tx);
    const demoting = changes.role !== undefined && changes.role !== target.role && target.role === "admin";
    const deactivating = changes.isActive === false && target.isActive;
    if (demoting) await assertAnotherActiveAdmin(tx, target, "demoted");
    if (deactivating) await assertAnotherActiveAdmin(tx, target, "deactivated");
    if (target.id === actor.id) {
      if (demoting) throw conflict("You cannot change your own role. Ask another admin to do it.", "SELF_DEMOTE");
      if (deactivating) throw conflict("You cannot deactivate your own account. Ask another admin to do it.", "SELF_DEACTIVATE");
    }
    const updated = await tx.user.update({ where: { id }, data: changes, select: staffSelect });
    if (demoting || deactivating) await revokeInvitationsSentBy(tx, [id]);
    const fields = (Object.keys(changes) as (keyof StaffDetails)[]).filter((k) => changes[k] !== undefined && changes[k] !== target[k]);
    await logActivity(
      {
        type: "staff_updated",
        message: fields.length ? `${actor.name} updated ${updated.name} (${fields.join(", ")})` : `${actor.name} saved ${updated.name} without changes`,
        actor,
        target: { type: "user", id },
        before: pick(target, fields),
        after: pick(updated, fields),
      },
      tx,
    );
    return { before: target, after: updated };
  });
  // A deactivated account is signed out everywhere, so reactivating it later does not revive old sessions.
  if (before.isActive && !after.isActive) await revokeAllSessions(id);
  return toStaffMember(after);
}

/**
 * An invitation carries its sender's authority (an admin invites admins): when the sender is
 * removed, demoted or deactivated, their pending invitations are revoked (docs/security.md §6).
 */
async function revokeInvitationsSentBy(tx: Prisma.TransactionClient, inviterIds: string[]) {
  await tx.staffInvitation.updateMany({
    where: { invitedById: { in: inviterIds }, acceptedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

function pick(row: StaffRow, fields: (keyof StaffDetails)[]) {
  return Object.fromEntries(fields.map((f) => [f, row[f]]));
}

/** Deletes staff accounts after the admin rules; returns the removed members. */
export async function removeStaff(ids: string[], actor: Actor): Promise<StaffMember[]> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const targets = await tx.user.findMany({ where: { id: { in: unique }, ...STAFF_WHERE }, select: staffSelect });
    if (targets.length === 0) throw notFound(unique.length === 1 ? "Staff member not found" : "None of the selected staff members were found");
    const removingActiveAdmins = targets.filter((t) => t.role === "admin" && t.isActive).map((t) => t.id);
    if (removingActiveAdmins.length) {
      const remaining = await tx.user.count({ where: { role: "admin", isActive: true, id: { notIn: removingActiveAdmins } } });
      if (remaining === 0) throw conflict("The last active admin cannot be removed. Make another staff member an admin first.", "LAST_ADMIN");
    }
    if (targets.some((t) => t.id === actor.id)) throw conflict("You cannot remove your own account. Ask another admin to do it.", "SELF_REMOVE");
    await revokeInvitationsSentBy(tx, targets.map((t) => t.id));
    await releaseCouponsOf(tx, targets.map((t) => t.id), new Date());
    await tx.user.deleteMany({ where: { id: { in: targets.map((t) => t.id) } } });
    for (const target of targets) {
      await logActivity(
        { type: "staff_removed", message: `${actor.name} removed ${target.name} (${target.email})`, actor, target: { type: "user", id: target.id }, before: toStaffMember(target) },
        tx,
      );
    }
    return targets.map(toStaffMember);
  });
}

export async function sendStaffPasswordReset(id: string, actor: Actor): Promise<StaffMember> {
  const target = await findStaffRow(id);
  await sendPasswordReset(target);
  await logActivity({
    type: "password_reset_requested",
    message: `${actor.name} sent a password reset email to ${target.name} (${target.email})`,
    actor,
    target: { type: "user", id },
  });
  return toStaffMember(target);
}
