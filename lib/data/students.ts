// Learners (User rows with role "user") and their enrollments: the list, stats, details, edits,
// enrollment, deletion, the streamed CSV export and the CSV import. An enrollment with
// `unenrolledAt` set is history (it keeps the reason) and counts as "not enrolled" everywhere here.
import "server-only";
import { assertEmailFree, requestEmailChange } from "@/lib/auth/email-change";
import Papa from "papaparse";
import { ensureRollups, figuresOfUsers, refreshPairsFigures, sumFigures } from "@/lib/data/figures/rollups";
import { ACTIVE_STUDENT_WHERE } from "@/lib/figures/definitions";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/data/aggregate-cache";
import { pagedRows, sortedBy } from "@/lib/data/pagination";
import { containsText } from "@/lib/db-dialect";
import { searchIds } from "@/lib/data/search";
import { ApiError, conflict, notFound, validationFailed } from "@/lib/api/errors";
import { activityData, logActivity } from "@/lib/data/activity";
import { sendSetPasswordWelcome } from "@/lib/auth/flows";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  IMPORT_CHUNK_SIZE,
  IMPORT_MAX_ISSUES,
  importRowSchema,
  studentStatus,
  type ImportChange,
  type ImportIssue,
  type ImportSummary,
  type StudentFilter,
  type StudentListQuery,
  type StudentStatus,
} from "@/lib/validations/student";

type Actor = { id: string; name: string };

export const LEARNER_ROLE = "user";
/** Rows per database page when streaming the export (keyset pagination by id). */
export const EXPORT_BATCH_SIZE = 500;
// SQLite allows 32,766 bound variables per statement; `IN` lists stay well under it.
const LOOKUP_BATCH = 500;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────

const ACTIVE_ENROLLMENT = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;

const studentSelect = {
  id: true,
  name: true,
  email: true,
  phoneNumber: true,
  isActive: true,
  isEmailVerified: true,
  avatar: true,
  createdAt: true,
  lastActivityAt: true,
  enrollments: {
    where: ACTIVE_ENROLLMENT,
    orderBy: [{ enrolledAt: "asc" }, { id: "asc" }],
    select: { progress: true, completedAt: true, course: { select: { title: true } } },
  },
} satisfies Prisma.UserSelect;

type StudentRow = Prisma.UserGetPayload<{ select: typeof studentSelect }>;

/** SPEC §3 Student, plus `status` (the SPEC §4 badge) and the phone number. */
export type StudentJson = {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  enrolledCourses: string[];
  completedCourses: string[];
  progress: number;
  isActive: boolean;
  isEmailVerified: boolean;
  status: StudentStatus;
  joinedAt: string;
  lastActivity: string | null;
  avatar: string | null;
};

export type EnrollmentJson = {
  _id: string;
  courseId: string;
  courseTitle: string;
  courseStatus: string;
  progress: number;
  enrolledAt: string;
  completedAt: string | null;
  lastAccessedAt: string | null;
  unenrolledAt: string | null;
  unenrollReason: string | null;
};

export type StudentDetailJson = StudentJson & { enrollments: EnrollmentJson[]; pastEnrollments: EnrollmentJson[] };

export type StudentStats = { total: number; active: number; averageProgress: number; courseCompletions: number };

export type CourseOption = { _id: string; title: string; status: string };

/** Average progress over active enrollments, a whole percentage; 0 with no enrollments. */
export function averageProgress(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

function toStudentJson(row: StudentRow): StudentJson {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    enrolledCourses: row.enrollments.map((e) => e.course.title),
    completedCourses: row.enrollments.filter((e) => e.completedAt !== null).map((e) => e.course.title),
    progress: averageProgress(row.enrollments.map((e) => e.progress)),
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    status: studentStatus(row),
    joinedAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivityAt?.toISOString() ?? null,
    avatar: row.avatar,
  };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

const STATUS_WHERE: Record<StudentStatus, Prisma.UserWhereInput> = {
  active: { isActive: ACTIVE_STUDENT_WHERE.isActive, isEmailVerified: ACTIVE_STUDENT_WHERE.isEmailVerified },
  inactive: { isActive: false },
  pending: { isActive: true, isEmailVerified: false },
};

/**
 * A learner matches a search by name, email, or the title of a course they are enrolled in. The
 * trigram indexes find both sets of ids (lib/data/search.ts); a term they cannot answer keeps LIKE.
 */
async function studentSearchWhere(search: string): Promise<{ where: Prisma.UserWhereInput; learnersOnly: boolean }> {
  const [userIds, courseIds] = await Promise.all([
    searchIds("User", ["name", "email"], search, { role: LEARNER_ROLE }),
    searchIds("Course", ["title"], search),
  ]);
  if (userIds === null || courseIds === null) {
    return {
      learnersOnly: false,
      where: {
        OR: [
          { name: containsText(search) },
          { email: containsText(search) },
          { enrollments: { some: { ...ACTIVE_ENROLLMENT, course: { title: containsText(search) } } } },
        ],
      },
    };
  }
  if (courseIds.length === 0) return { learnersOnly: true, where: { id: { in: userIds } } };
  const or: Prisma.UserWhereInput[] = [{ enrollments: { some: { ...ACTIVE_ENROLLMENT, courseId: { in: courseIds } } } }];
  if (userIds.length) or.push({ id: { in: userIds } });
  return { learnersOnly: false, where: { OR: or } };
}

/** The learners a search and filters match; the list and the export share it. */
export async function studentWhere(filter: StudentFilter): Promise<Prisma.UserWhereInput> {
  const and: Prisma.UserWhereInput[] = [];
  const search = filter.search?.trim();
  const searched = search ? await studentSearchWhere(search) : null;
  // Ids the index found are learners already. Naming the role again would let SQLite walk all
  // 100k learners along the role index instead of looking up those few ids (141 ms against 1 ms).
  if (!searched?.learnersOnly) and.push({ role: LEARNER_ROLE });
  if (searched) and.push(searched.where);
  if (filter.status) and.push(STATUS_WHERE[filter.status]);
  if (filter.course) and.push({ enrollments: { some: { ...ACTIVE_ENROLLMENT, courseId: filter.course } } });
  return { AND: and };
}

const STUDENT_ORDER = {
  name: { field: "name", natural: "asc" },
  email: { field: "email", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
} as const;

export async function listStudents(query: Omit<StudentListQuery, "sort"> & { sort?: StudentListQuery["sort"] }): Promise<{ items: StudentJson[]; total: number }> {
  const where = await studentWhere(query);
  // Keyed by the filter, not the where (which may hold a search's id list).
  const key = JSON.stringify({ search: query.search?.trim(), status: query.status, course: query.course });
  const { rows, total } = await pagedRows({
    page: query.page,
    limit: query.limit,
    orderBy: sortedBy(query.sort ?? "createdAt", query.order, STUDENT_ORDER),
    count: () => cachedAggregate(`students:count:${key}`, () => prisma.user.count({ where })),
    find: (page) => prisma.user.findMany({ where, select: studentSelect, ...page, orderBy: page.orderBy as Prisma.UserOrderByWithRelationInput[] }),
  });
  return { items: rows.map(toStudentJson), total };
}

/** The four stat cards, over all learners (not the current filter). */
export function studentStats(): Promise<StudentStats> {
  return cachedAggregate("students:stats", computeStudentStats);
}

async function computeStudentStats(): Promise<StudentStats> {
  const [total, active, completions, avg] = await Promise.all([
    prisma.user.count({ where: { role: LEARNER_ROLE } }),
    prisma.user.count({ where: ACTIVE_STUDENT_WHERE }),
    // Course completions: the one definition (lib/figures/definitions.ts), summed from the daily rollup.
    ensureRollups().then(() => sumFigures(["enrolledCompleted"], "all")).then((f) => f.enrolledCompleted),
    // The mean of each learner's own average, over learners with at least one active enrollment:
    // the figure a reader expects from the Progress column. Portable SQL (SQLite and PostgreSQL).
    prisma.$queryRaw<{ avg: number | string | null }[]>`
      SELECT AVG(p.progress) AS avg FROM (
        SELECT AVG(e."progress") AS progress FROM "Enrollment" e
        JOIN "User" u ON u."id" = e."userId"
        WHERE u."role" = ${LEARNER_ROLE} AND e."unenrolledAt" IS NULL
        GROUP BY e."userId"
      ) p`,
  ]);
  const averageProgressValue = Number(avg[0]?.avg ?? 0);
  return { total, active, averageProgress: Number.isFinite(averageProgressValue) ? Math.round(averageProgressValue) : 0, courseCompletions: completions };
}

function toEnrollmentJson(e: {
  id: string;
  courseId: string;
  progress: number;
  enrolledAt: Date;
  completedAt: Date | null;
  lastAccessedAt: Date | null;
  unenrolledAt: Date | null;
  unenrollReason: string | null;
  course: { title: string; status: string };
}): EnrollmentJson {
  return {
    _id: e.id,
    courseId: e.courseId,
    courseTitle: e.course.title,
    courseStatus: e.course.status,
    progress: e.progress,
    enrolledAt: e.enrolledAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
    lastAccessedAt: e.lastAccessedAt?.toISOString() ?? null,
    unenrolledAt: e.unenrolledAt?.toISOString() ?? null,
    unenrollReason: e.unenrollReason,
  };
}

async function findLearner(id: string, tx: Prisma.TransactionClient = prisma) {
  const user = await tx.user.findFirst({
    where: { id, role: LEARNER_ROLE },
    select: { id: true, name: true, email: true, phoneNumber: true, isActive: true, isEmailVerified: true },
  });
  if (!user) throw notFound("Student not found");
  return user;
}

export async function getStudent(id: string): Promise<StudentDetailJson> {
  const row = await prisma.user.findFirst({ where: { id, role: LEARNER_ROLE }, select: studentSelect });
  if (!row) throw notFound("Student not found");
  const enrollments = await prisma.enrollment.findMany({
    where: { userId: id },
    orderBy: [{ enrolledAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      courseId: true,
      progress: true,
      enrolledAt: true,
      completedAt: true,
      lastAccessedAt: true,
      unenrolledAt: true,
      unenrollReason: true,
      course: { select: { title: true, status: true } },
    },
  });
  return {
    ...toStudentJson(row),
    enrollments: enrollments.filter((e) => !e.unenrolledAt).map(toEnrollmentJson),
    pastEnrollments: enrollments.filter((e) => e.unenrolledAt).map(toEnrollmentJson),
  };
}

/** Every course, for the course filter and the enroll picker (only published ones take enrollments). */
export async function listCourseOptions(): Promise<CourseOption[]> {
  const rows = await prisma.course.findMany({ select: { id: true, title: true, status: true }, orderBy: { title: "asc" } });
  return rows.map((c) => ({ _id: c.id, title: c.title, status: c.status }));
}

async function enrollableCourses(ids: string[], tx: Prisma.TransactionClient = prisma) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const courses = await tx.course.findMany({ where: { id: { in: unique } }, select: { id: true, title: true, status: true } });
  const missing = unique.filter((id) => !courses.some((c) => c.id === id));
  if (missing.length) throw validationFailed({ courseIds: ["Course not found"] }, "Course not found");
  const closed = courses.find((c) => c.status !== "published");
  if (closed) throw validationFailed({ courseIds: [`"${closed.title}" is not open for enrollment`] });
  return courses;
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────

/** Sends mail after the write has committed; a mail failure is logged, never undoes the write. */
async function sendQuietly(what: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.error(`[students] could not send the ${what} email:`, error);
    return false;
  }
}

export async function createStudent(
  input: { name: string; email: string; phoneNumber?: string | null; courseIds: string[]; sendWelcome: boolean },
  actor: Actor,
): Promise<{ student: StudentDetailJson; welcomeEmailSent: boolean }> {
  const user = await prisma.$transaction(async (tx) => {
    const courses = await enrollableCourses(input.courseIds, tx);
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) throw new ApiError(409, "DUPLICATE", "A user with this email already exists", { email: ["This email is already in use"] });
    const created = await tx.user.create({
      data: { name: input.name, email: input.email, phoneNumber: input.phoneNumber ?? null, role: LEARNER_ROLE, isEmailVerified: false },
      select: { id: true, name: true, email: true },
    });
    if (courses.length) await tx.enrollment.createMany({ data: courses.map((c) => ({ userId: created.id, courseId: c.id })) });
    await refreshPairsFigures(tx, courses.map((c) => ({ userId: created.id, courseId: c.id }))); // the daily figures (issue 25)
    await tx.activityLog.createMany({
      data: [
        activityData({
          type: "student_registered",
          message: `${actor.name} added the student ${created.name} (${created.email})`,
          actor,
          target: { type: "user", id: created.id },
          after: { name: created.name, email: created.email, phoneNumber: input.phoneNumber ?? null, courses: courses.map((c) => c.title) },
        }),
        ...courses.map((c) =>
          activityData({ type: "course_enrolled", message: `${actor.name} enrolled ${created.name} in ${c.title}`, actor, target: { type: "user", id: created.id }, after: { courseId: c.id, course: c.title } }),
        ),
      ],
    });
    return created;
  });
  const welcomeEmailSent = input.sendWelcome ? await sendQuietly("welcome", () => sendSetPasswordWelcome(user)) : false;
  return { student: await getStudent(user.id), welcomeEmailSent };
}

export async function updateStudent(
  id: string,
  input: { name?: string; email?: string; phoneNumber?: string | null; isActive?: boolean },
  actor: Actor,
): Promise<StudentDetailJson & { pendingEmail?: string }> {
  const { email: emailChange, ...changes } = input;
  if (emailChange) await assertEmailFree(emailChange, id);
  await prisma.$transaction(async (tx) => {
    const current = await findLearner(id, tx);
    const data: Prisma.UserUpdateInput = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set = <K extends "name" | "email" | "phoneNumber" | "isActive">(key: K, value: (typeof current)[K] | undefined) => {
      if (value === undefined || value === current[key]) return;
      before[key] = current[key];
      after[key] = value;
      data[key] = value as never;
    };
    // The email is not set here: it changes only once the new address confirms (requestEmailChange).
    set("name", changes.name);
    set("phoneNumber", changes.phoneNumber);
    set("isActive", changes.isActive);
    if (Object.keys(data).length === 0) return;
    await tx.user.update({ where: { id }, data });
    // Deactivation ends every session at once (the session check also refuses inactive accounts).
    if (after.isActive === false) await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: new Date() } });
    const name = (after.name as string | undefined) ?? current.name;
    const verb = after.isActive === false ? "deactivated" : after.isActive === true ? "activated" : "updated";
    await logActivity({ type: "student_updated", message: `${actor.name} ${verb} the student ${name}`, actor, target: { type: "user", id }, before, after }, tx);
  });
  const student = await getStudent(id);
  if (emailChange && emailChange !== student.email) {
    await requestEmailChange({ id, email: student.email, name: student.name }, emailChange, actor.name);
    await logActivity({
      type: "student_updated",
      message: `${actor.name} asked to change the sign-in email of ${student.name}; it changes once the new address confirms`,
      actor,
      target: { type: "user", id },
      before: { email: student.email },
      after: { pendingEmail: emailChange },
    });
    return { ...student, pendingEmail: emailChange };
  }
  return student;
}

export async function deleteStudent(id: string, actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    // Enrollments, sessions, tokens, recovery codes, attempts and learning sessions cascade in the
    // schema; activity rows they wrote keep their actorName.
    const recount = await figuresOfUsers(tx, [id]); // the daily figures (issue 25)
    await tx.user.delete({ where: { id } });
    await recount();
    await logActivity(
      { type: "student_deleted", message: `${actor.name} deleted the student ${user.name} (${user.email})`, actor, target: { type: "user", id }, before: { name: user.name, email: user.email } },
      tx,
    );
  });
}

export async function bulkDeleteStudents(ids: string[], actor: Actor): Promise<{ deleted: number; ids: string[] }> {
  return prisma.$transaction(async (tx) => {
    const users = await tx.user.findMany({ where: { id: { in: [...new Set(ids)] }, role: LEARNER_ROLE }, select: { id: true, name: true, email: true } });
    if (users.length === 0) throw notFound("None of these students were found");
    const recount = await figuresOfUsers(tx, users.map((u) => u.id)); // the daily figures (issue 25)
    await tx.user.deleteMany({ where: { id: { in: users.map((u) => u.id) }, role: LEARNER_ROLE } });
    await recount();
    await tx.activityLog.createMany({
      data: users.map((u) =>
        activityData({ type: "student_deleted", message: `${actor.name} deleted the student ${u.name} (${u.email})`, actor, target: { type: "user", id: u.id }, before: { name: u.name, email: u.email } }),
      ),
    });
    return { deleted: users.length, ids: users.map((u) => u.id) };
  });
}

export async function enrollStudent(id: string, courseId: string, actor: Actor): Promise<StudentDetailJson> {
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    const course = await tx.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true } });
    if (!course) throw notFound("Course not found");
    const existing = await tx.enrollment.findUnique({ where: { userId_courseId: { userId: id, courseId } }, select: { id: true, unenrolledAt: true } });
    if (existing && !existing.unenrolledAt) throw conflict(`${user.name} is already enrolled in ${course.title}`, "ALREADY_ENROLLED");
    if (course.status !== "published") throw validationFailed({ courseId: [`"${course.title}" is not open for enrollment`] });
    if (existing) {
      // Re-enrolling resumes the earlier progress; the old unenroll reason stays in the activity log.
      await tx.enrollment.update({ where: { id: existing.id }, data: { unenrolledAt: null, unenrollReason: null } });
    } else {
      await tx.enrollment.create({ data: { userId: id, courseId } });
    }
    await refreshPairsFigures(tx, [{ userId: id, courseId }]); // the daily figures (issue 25)
    await logActivity(
      { type: "course_enrolled", message: `${actor.name} enrolled ${user.name} in ${course.title}`, actor, target: { type: "user", id }, after: { courseId, course: course.title, reEnrolled: Boolean(existing) } },
      tx,
    );
  });
  return getStudent(id);
}

export async function unenrollStudent(id: string, courseId: string, reason: string | null, actor: Actor): Promise<StudentDetailJson> {
  await prisma.$transaction(async (tx) => {
    const user = await findLearner(id, tx);
    const enrollment = await tx.enrollment.findUnique({
      where: { userId_courseId: { userId: id, courseId } },
      select: { id: true, unenrolledAt: true, progress: true, course: { select: { title: true } } },
    });
    if (!enrollment || enrollment.unenrolledAt) throw notFound(`${user.name} is not enrolled in this course`, "NOT_ENROLLED");
    await tx.enrollment.update({ where: { id: enrollment.id }, data: { unenrolledAt: new Date(), unenrollReason: reason } });
    await refreshPairsFigures(tx, [{ userId: id, courseId }]); // the daily figures (issue 25)
    const title = enrollment.course.title;
    await logActivity(
      {
        type: "course_unenrolled",
        message: `${actor.name} unenrolled ${user.name} from ${title}${reason ? `: ${reason}` : ""}`,
        actor,
        target: { type: "user", id },
        before: { courseId, course: title, progress: enrollment.progress },
        after: { reason },
      },
      tx,
    );
  });
  return getStudent(id);
}

// ── Export ──────────────────────────────────────────────────────────────────────────────────────

export const EXPORT_HEADER = ["ID", "Name", "Email", "Phone", "Status", "Progress (%)", "Enrolled Courses", "Completed Courses", "Joined", "Last Activity"];

function exportLine(s: StudentJson): string[] {
  return [s._id, s.name, s.email, s.phoneNumber ?? "", s.status, String(s.progress), s.enrolledCourses.join("; "), s.completedCourses.join("; "), s.joinedAt, s.lastActivity ?? ""];
}

function csv(rows: string[][]): string {
  // escapeFormulae keeps a name such as "=HYPERLINK(...)" from running as a spreadsheet formula.
  return Papa.unparse(rows, { header: false, newline: "\r\n", escapeFormulae: true }) + "\r\n";
}

/**
 * The CSV of every learner the filter matches, as a stream: one database page of
 * EXPORT_BATCH_SIZE rows is read each time the reader asks for more (keyset pagination by id), so
 * memory stays flat however many learners there are.
 */
export function exportStudentsCsv(filter: StudentFilter, batchSize = EXPORT_BATCH_SIZE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let where: Prisma.UserWhereInput | null = null;
  let cursor: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            // The byte-order mark lets spreadsheet apps read accented names as UTF-8.
            controller.enqueue(encoder.encode("\uFEFF" + csv([EXPORT_HEADER])));
            return;
          }
          where ??= await studentWhere(filter);
          const rows: StudentRow[] = await prisma.user.findMany({
            where: cursor ? { AND: [where, { id: { gt: cursor } }] } : where,
            select: studentSelect,
            orderBy: { id: "asc" },
            take: batchSize,
          });
          if (rows.length > 0) {
            cursor = rows[rows.length - 1].id;
            controller.enqueue(encoder.encode(csv(rows.map((r) => exportLine(toStudentJson(r))))));
          }
          if (rows.length < batchSize) controller.close();
        } catch (error) {
          console.error("[students] export failed:", error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

export function exportFileName(now = new Date()): string {
  return `students-${now.toISOString().slice(0, 10)}.csv`;
}

export async function templateCsv(): Promise<string> {
  const courses = await prisma.course.findMany({ where: { status: "published" }, select: { title: true }, orderBy: { createdAt: "asc" }, take: 2 });
  const example = courses.map((c) => c.title).join("; ");
  return Papa.unparse(
    [
      ["name", "email", "courses"],
      ["Jane Doe", "jane.doe@example.com", example],
      ["John Smith", "john.smith@example.com", ""],
    ],
    // Course titles are free text: one such as "=HYPERLINK(...)" must not run in a spreadsheet.
    { newline: "\r\n", escapeFormulae: true },
  ) + "\r\n";
}

// ── Import ──────────────────────────────────────────────────────────────────────────────────────

type ImportRow = { line: number; name: string; email: string; courses: string };
type CheckedRow = { line: number; name: string; email: string; courseIds: string[]; courseTitles: string[]; duplicateLines: number[] };

async function inBatches<T, R>(items: T[], size: number, fn: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await fn(items.slice(i, i + size))));
  return out;
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<boolean>): Promise<number> {
  let next = 0;
  let ok = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (await fn(item)) ok += 1;
    }
  });
  await Promise.all(workers);
  return ok;
}

/**
 * Checks every row (name and email as the Add Student form does, course titles against the
 * catalogue when enrolling), merges rows that share an email into the first one, and sorts the
 * rest into new learners and existing learners to update. Rows whose email belongs to a staff or
 * admin account are refused.
 */
async function planImport(rows: ImportRow[], enroll: boolean) {
  const issues: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const courses = enroll ? await prisma.course.findMany({ select: { id: true, title: true, status: true } }) : [];
  const byTitle = new Map(courses.map((c) => [c.title.trim().toLowerCase(), c]));
  const byId = new Map(courses.map((c) => [c.id, c]));
  const merged = new Map<string, CheckedRow>();
  const invalidLines: number[] = [];
  let duplicatesMerged = 0;

  for (const row of rows) {
    const parsed = importRowSchema.safeParse({ name: row.name, email: row.email, courses: row.courses });
    const rowIssues: ImportIssue[] = [];
    const email = row.email.trim().toLowerCase();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) rowIssues.push({ line: row.line, email, field: String(issue.path[0] ?? "row"), message: issue.message });
    }
    const courseIds: string[] = [];
    const courseTitles: string[] = [];
    if (enroll && parsed.success) {
      for (const title of parsed.data.courses) {
        const course = byTitle.get(title.toLowerCase()) ?? byId.get(title);
        if (!course) rowIssues.push({ line: row.line, email, field: "courses", message: `Unknown course "${title}"` });
        else if (course.status !== "published") rowIssues.push({ line: row.line, email, field: "courses", message: `"${course.title}" is not open for enrollment` });
        else {
          courseIds.push(course.id);
          courseTitles.push(course.title);
        }
      }
    }
    if (rowIssues.length || !parsed.success) {
      invalidLines.push(row.line);
      issues.push(...rowIssues);
      continue;
    }
    const first = merged.get(parsed.data.email);
    if (first) {
      duplicatesMerged += 1;
      first.duplicateLines.push(row.line);
      warnings.push({ line: row.line, email: parsed.data.email, field: "email", message: `Duplicate of line ${first.line}; merged into it` });
      courseIds.forEach((id, i) => {
        if (!first.courseIds.includes(id)) {
          first.courseIds.push(id);
          first.courseTitles.push(courseTitles[i]);
        }
      });
    } else {
      merged.set(parsed.data.email, { line: row.line, name: parsed.data.name, email: parsed.data.email, courseIds, courseTitles, duplicateLines: [] });
    }
  }

  const emails = [...merged.keys()];
  const existing = await inBatches(emails, LOOKUP_BATCH, (batch) =>
    prisma.user.findMany({ where: { email: { in: batch } }, select: { id: true, email: true, name: true, role: true } }),
  );
  const existingByEmail = new Map(existing.map((u) => [u.email, u]));
  const toCreate: CheckedRow[] = [];
  const toUpdate: UpdateRow[] = [];
  for (const row of merged.values()) {
    const user = existingByEmail.get(row.email);
    if (!user) toCreate.push(row);
    else if (user.role !== LEARNER_ROLE) {
      invalidLines.push(row.line, ...row.duplicateLines);
      duplicatesMerged -= row.duplicateLines.length;
      issues.push({ line: row.line, email: row.email, field: "email", message: "This email belongs to a staff account" });
    } else toUpdate.push({ ...row, id: user.id, currentName: user.name });
  }
  issues.sort((a, b) => a.line - b.line);
  invalidLines.sort((a, b) => a - b);
  return { issues, warnings, invalidLines, duplicatesMerged, toCreate, toUpdate };
}

type UpdateRow = CheckedRow & { id: string; currentName: string };

/**
 * What the file would change for each existing learner, field by field: a different name, and
 * enrollments it would add or revive. Learners the file would not change are left out.
 */
async function existingChanges(rows: UpdateRow[]) {
  const pairs = rows.flatMap((r) => r.courseIds.map((courseId) => ({ userId: r.id, courseId })));
  const { create, revive } = await enrollmentPlan(pairs);
  const revived = revive.length
    ? await inBatches(revive, LOOKUP_BATCH, (batch) => prisma.enrollment.findMany({ where: { id: { in: batch } }, select: { userId: true, courseId: true } }))
    : [];
  const adds = new Set([...create, ...revived].map((p) => `${p.userId}:${p.courseId}`));
  const changes: ImportChange[] = [];
  const changedIds = new Set<string>();
  let enrollments = 0;
  for (const r of rows) {
    if (r.name !== r.currentName) {
      changes.push({ line: r.line, email: r.email, field: "name", before: r.currentName, after: r.name });
      changedIds.add(r.id);
    }
    const added = r.courseIds.map((id, i) => (adds.has(`${r.id}:${id}`) ? r.courseTitles[i] : null)).filter((t): t is string => t !== null);
    if (added.length) {
      changes.push({ line: r.line, email: r.email, field: "courses", before: "Not enrolled", after: `Enrolled in ${added.join(", ")}` });
      changedIds.add(r.id);
      enrollments += added.length;
    }
  }
  return { changes, changedIds, enrollments };
}

/** Enrollment rows the import would add (new pairs) or revive (unenrolled pairs). */
async function enrollmentPlan(pairs: { userId: string; courseId: string }[], tx: Prisma.TransactionClient = prisma) {
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const current = await inBatches(userIds, LOOKUP_BATCH, (batch) =>
    tx.enrollment.findMany({ where: { userId: { in: batch } }, select: { id: true, userId: true, courseId: true, unenrolledAt: true } }),
  );
  const byPair = new Map(current.map((e) => [`${e.userId}:${e.courseId}`, e]));
  const create: { userId: string; courseId: string }[] = [];
  const revive: string[] = [];
  for (const pair of pairs) {
    const found = byPair.get(`${pair.userId}:${pair.courseId}`);
    if (!found) create.push(pair);
    else if (found.unenrolledAt) revive.push(found.id);
  }
  return { create, revive };
}

/**
 * Dry run: checks everything, writes nothing. Commit: writes the valid rows in transactions of
 * IMPORT_CHUNK_SIZE learners, then sends the welcome emails. The browser sends a large file in
 * several commit requests, so each call stays small and the page can show progress.
 */
export async function importStudents(
  input: { rows: ImportRow[]; dryRun: boolean; enroll: boolean; sendWelcome: boolean; existing?: "update" | "skip"; importId?: string },
  actor: Actor,
): Promise<ImportSummary> {
  const plan = await planImport(input.rows, input.enroll);
  const mode = input.existing ?? "skip";
  const diff = await existingChanges(plan.toUpdate);
  // Only learners the file changes are written, and only when the admin chose to update them.
  const toUpdate = mode === "update" ? plan.toUpdate.filter((r) => diff.changedIds.has(r.id)) : [];
  const summary: ImportSummary = {
    dryRun: input.dryRun,
    rows: input.rows.length,
    valid: input.rows.length - plan.invalidLines.length,
    invalid: plan.invalidLines.length,
    invalidLines: input.dryRun ? plan.invalidLines : [],
    duplicatesMerged: plan.duplicatesMerged,
    created: plan.toCreate.length,
    updated: toUpdate.length,
    enrollments: 0,
    welcomeEmails: 0,
    issues: plan.issues.slice(0, IMPORT_MAX_ISSUES),
    issueCount: plan.issues.length,
    warnings: plan.warnings.slice(0, IMPORT_MAX_ISSUES),
    existingMode: mode,
    existing: plan.toUpdate.length,
    existingChanged: diff.changedIds.size,
    existingEnrollments: diff.enrollments,
    changes: diff.changes.slice(0, IMPORT_MAX_ISSUES),
    changeCount: diff.changes.length,
  };

  if (input.dryRun) {
    summary.enrollments = plan.toCreate.reduce((n, r) => n + r.courseIds.length, 0) + (mode === "update" ? diff.enrollments : 0);
    summary.welcomeEmails = input.sendWelcome ? plan.toCreate.length : 0;
    return summary;
  }

  const createdUsers: { id: string; name: string; email: string }[] = [];
  const all = [...plan.toCreate.map((r) => ({ ...r, id: null as string | null, currentName: r.name })), ...toUpdate];
  for (let i = 0; i < all.length; i += IMPORT_CHUNK_SIZE) {
    const chunk = all.slice(i, i + IMPORT_CHUNK_SIZE);
    const result = await prisma.$transaction(async (tx) => {
      const fresh = chunk.filter((r) => r.id === null);
      const made = fresh.length
        ? await tx.user.createManyAndReturn({
            data: fresh.map((r) => ({ name: r.name, email: r.email, role: LEARNER_ROLE, isEmailVerified: false })),
            select: { id: true, name: true, email: true },
          })
        : [];
      const idByEmail = new Map(made.map((u) => [u.email, u.id]));
      // Each rename is kept in the audit entry as before → after.
      const renamed: { email: string; before: string; after: string }[] = [];
      for (const r of chunk) {
        if (r.id && r.name !== r.currentName) {
          await tx.user.update({ where: { id: r.id }, data: { name: r.name } });
          renamed.push({ email: r.email, before: r.currentName, after: r.name });
        }
      }
      const pairs = chunk.flatMap((r) => r.courseIds.map((courseId) => ({ userId: (r.id ?? idByEmail.get(r.email)) as string, courseId })));
      const { create, revive } = await enrollmentPlan(pairs, tx);
      if (create.length) await tx.enrollment.createMany({ data: create });
      for (let j = 0; j < revive.length; j += LOOKUP_BATCH) {
        await tx.enrollment.updateMany({ where: { id: { in: revive.slice(j, j + LOOKUP_BATCH) } }, data: { unenrolledAt: null, unenrollReason: null } });
      }
      await refreshPairsFigures(tx, pairs); // the daily figures (issue 25)
      const enrolled = create.length + revive.length;
      await logActivity(
        {
          type: made.length ? "student_registered" : "student_updated",
          message: `${actor.name} imported students from CSV: ${made.length} added, ${chunk.length - made.length} updated, ${enrolled} enrollments`,
          actor,
          target: { type: "import", id: input.importId || "csv" },
          before: renamed.length ? { names: Object.fromEntries(renamed.map((r) => [r.email, r.before])) } : undefined,
          after: { added: made.length, updated: chunk.length - made.length, renamed: renamed.length, names: Object.fromEntries(renamed.map((r) => [r.email, r.after])), enrollments: enrolled, lines: chunk.map((r) => r.line) },
        },
        tx,
      );
      return { made, enrolled };
    });
    createdUsers.push(...result.made);
    summary.enrollments += result.enrolled;
  }
  if (input.sendWelcome && createdUsers.length) {
    summary.welcomeEmails = await mapLimit(createdUsers, 4, (user) => sendQuietly("welcome", () => sendSetPasswordWelcome(user)));
  }
  return summary;
}
