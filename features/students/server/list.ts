// The learners list, its search and filters (shared with the export), the stat cards and the course options.
import "server-only";
import { averageLearnerProgress, ensureRollups, sumFigures } from "@/features/figures/server";
import { countUsers, countUsersOfRole } from "@/features/figures/server";
import { ACTIVE_STUDENT_WHERE } from "@/features/figures";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { exactTotal, sortedBy, type ListTotal } from "@/lib/search/pagination";
import { containsText, containsTextSql, idIn } from "@/lib/db/dialect";
import { CAPPED_COUNT_ORDER, countCapped, countWhereCapped, listPage, searchIds, withSearch, type SearchFilter } from "@/lib/search";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StudentFilter, StudentListQuery, StudentStatus } from "../schema";
import { ACTIVE_ENROLLMENT, LEARNER_ROLE, studentSelect, toStudentJson, type CourseOption, type StudentJson, type StudentRow, type StudentStats } from "./shape";

const STATUS_WHERE = {
  active: { isActive: ACTIVE_STUDENT_WHERE.isActive, isEmailVerified: ACTIVE_STUDENT_WHERE.isEmailVerified },
  inactive: { isActive: false },
  pending: { isActive: true, isEmailVerified: false },
} satisfies Record<StudentStatus, Prisma.UserWhereInput & { isActive?: boolean; isEmailVerified?: boolean }>;

/** A learners filter as Prisma's where and, for the list's searches, the same filter as SQL over "User". */
type StudentWheres = SearchFilter<Prisma.UserWhereInput> & { byAccount?: Prisma.UserWhereInput; match: Prisma.Sql | null };

/**
 * SQL: the learner ("User") is actively enrolled in a course meeting `course` (a condition on
 * "Course" c or "Enrollment" e). Prisma's `enrollments: { some }` is a correlated EXISTS, which
 * PostgreSQL turns into a hashed subplan over every active enrollment in a matching course (45,000
 * rows, ~70 ms for "ma" at 100k) before the list's first row; a scalar subquery is never hashed,
 * so both databases probe each learner's own enrollments along the walk and stop at the page.
 */
function enrolledSql(course: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT 1 FROM "Enrollment" e JOIN "Course" c ON c."id" = e."courseId"
    WHERE e."userId" = "User"."id" AND e."unenrolledAt" IS NULL AND ${course} LIMIT 1) IS NOT NULL`;
}

/**
 * A learner matches a search by name, email, or the title of a course they are enrolled in. The
 * trigram indexes find both sets of ids (lib/search/index.ts); a term they cannot answer keeps LIKE.
 * `sql` is the same match as SQL over "User" (see enrolledSql).
 */
async function studentSearchWhere(search: string): Promise<SearchFilter<Prisma.UserWhereInput> & { byAccount?: Prisma.UserWhereInput; sql: Prisma.Sql }> {
  const [userIds, courseIds] = await Promise.all([
    searchIds("User", ["name", "email"], search, { role: LEARNER_ROLE }),
    searchIds("Course", ["title"], search),
  ]);
  if (userIds === null || courseIds === null) {
    const byAccount = [{ name: containsText(search) }, { email: containsText(search) }];
    return {
      ids: null,
      where: { OR: [...byAccount, { enrollments: { some: { ...ACTIVE_ENROLLMENT, course: { title: containsText(search) } } } }] },
      byAccount: { OR: byAccount },
      sql: Prisma.sql`(${containsTextSql('"User"."name"', search)} OR ${containsTextSql('"User"."email"', search)} OR ${enrolledSql(containsTextSql('c."title"', search))})`,
    };
  }
  const byId = userIds.length ? idIn('"User"."id"', userIds) : Prisma.sql`1 = 0`;
  // Ids the index found are learners already (searchIds' role): they need no role filter.
  if (courseIds.length === 0) return { ids: userIds, where: { id: { in: userIds } }, sql: byId };
  const or: Prisma.UserWhereInput[] = [{ enrollments: { some: { ...ACTIVE_ENROLLMENT, courseId: { in: courseIds } } } }];
  const enrolled = enrolledSql(idIn('c."id"', courseIds));
  if (!userIds.length) return { ids: null, where: { OR: or }, sql: enrolled };
  or.push({ id: { in: userIds } });
  return { ids: null, where: { OR: or }, sql: Prisma.sql`(${byId} OR ${enrolled})` };
}

/** The learners a search and filters match; the list and the export share it. */
export async function studentWhere(filter: StudentFilter): Promise<Prisma.UserWhereInput> {
  return (await studentWheres(filter)).where;
}

/** A status filter as SQL over "User" (STATUS_WHERE's flags). */
function statusSql(status: StudentStatus): Prisma.Sql {
  const flags = Object.entries(STATUS_WHERE[status]).map(([flag, on]) => Prisma.raw(`"User"."${flag}" = ${on ? "TRUE" : "FALSE"}`));
  return Prisma.join(flags, " AND ");
}

/**
 * studentWhere, and for a search LIKE answers (see studentSearchWhere) also `byAccount`: the same
 * filters with the search on name and email only, a subset of the matches that is cheap to count.
 * A search also comes as SQL (`match`, unless its ids are the whole filter), which the list reads
 * its page and count by (see enrolledSql).
 */
async function studentWheres(filter: StudentFilter): Promise<StudentWheres> {
  const and: Prisma.UserWhereInput[] = [];
  const sql: Prisma.Sql[] = [];
  const search = filter.search?.trim();
  const searched = search ? await studentSearchWhere(search) : null;
  // Ids the index found are learners already. Naming the role again would let SQLite walk all
  // 100k learners along the role index instead of looking up those few ids (141 ms against 1 ms).
  if (!searched?.ids) {
    and.push({ role: LEARNER_ROLE });
    sql.push(Prisma.sql`"User"."role" = ${LEARNER_ROLE}`);
  }
  if (filter.status) {
    and.push(STATUS_WHERE[filter.status]);
    sql.push(statusSql(filter.status));
  }
  if (filter.course) {
    and.push({ enrollments: { some: { ...ACTIVE_ENROLLMENT, courseId: filter.course } } });
    sql.push(enrolledSql(Prisma.sql`e."courseId" = ${filter.course}`));
  }
  const filtered = withSearch(and, searched);
  return {
    ...filtered,
    byAccount: searched?.byAccount && { AND: [...and, searched.byAccount] },
    match: searched && !filtered.ids ? Prisma.join([...sql, searched.sql], " AND ") : null,
  };
}

const STUDENT_ORDER = {
  name: { field: "name", natural: "asc" },
  email: { field: "email", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
} as const;

export async function listStudents(query: Omit<StudentListQuery, "sort"> & { sort?: StudentListQuery["sort"] }): Promise<{ items: StudentJson[] } & ListTotal> {
  const { where, ids, byAccount, match } = await studentWheres(query);
  // Keyed by the filter, not the where (which may hold a search's id list).
  const key = JSON.stringify({ search: query.search?.trim(), status: query.status, course: query.course });
  const { rows, total, capped } = await listPage({
    model: "User",
    where,
    ids,
    match,
    page: query.page,
    limit: query.limit,
    orderBy: sortedBy(query.sort ?? "createdAt", query.order, STUDENT_ORDER),
    count: () => cachedAggregate(`students:count:${key}`, () => countStudents(query, where, byAccount, match)),
    findMany: (args) => prisma.user.findMany({ ...args, select: STUDENT_COLUMNS, orderBy: args.orderBy as Prisma.UserOrderByWithRelationInput[] | undefined }),
  });
  const enrollments = await pageEnrollments(rows.map((row) => row.id));
  return { items: rows.map((row) => toStudentJson({ ...row, enrollments: enrollments.get(row.id) ?? [] })), total, capped };
}

/**
 * The list's total. Without a search or course filter it is the learners of a status, read from the
 * counts the triggers on "User" keep (features/figures/server/user-counts.ts): counting them was an index
 * scan linear in the learners. A search counts its matches up to the cap (countCapped, by its SQL
 `match`, see enrolledSql): a common
 * term such as "ma" matches a quarter of the learners, and counting them all read every one. Its
 * matches by name and email alone, when they pass the cap, settle it without the enrollment
 * subquery each other learner costs (a quarter of the learners at 100k: 4 ms against 35 ms).
 */
async function countStudents(filter: StudentFilter, where: Prisma.UserWhereInput, byAccount?: Prisma.UserWhereInput, match?: Prisma.Sql | null): Promise<ListTotal> {
  const upTo = (w: Prisma.UserWhereInput) => countCapped(({ take }) => prisma.user.count({ where: w, take, orderBy: CAPPED_COUNT_ORDER }));
  if (filter.search?.trim()) {
    const some = byAccount && (await upTo(byAccount));
    if (some?.capped) return some;
    return match ? countWhereCapped("User", match) : upTo(where);
  }
  if (!filter.course) return exactTotal(await countUsers({ role: LEARNER_ROLE, ...(filter.status ? STATUS_WHERE[filter.status] : {}) }));
  return exactTotal(await prisma.user.count({ where }));
}

/** The list's columns: `studentSelect` without its enrollments, which `pageEnrollments` reads. */
const { enrollments: _enrollments, ...STUDENT_COLUMNS } = studentSelect;

type PageEnrollment = StudentRow["enrollments"][number];

/**
 * The page's active enrollments with their course titles, in `studentSelect`'s order (enrolledAt,
 * id), in one statement: Prisma's nested select read enrollments and then courses in two more
 * queries per page (docs/decisions/010-hot-pages-in-one-statement.md). Portable SQL (SQLite and PostgreSQL).
 */
async function pageEnrollments(userIds: string[]): Promise<Map<string, PageEnrollment[]>> {
  const byUser = new Map<string, PageEnrollment[]>();
  if (userIds.length === 0) return byUser;
  const rows = await prisma.$queryRaw<{ userId: string; progress: number | bigint; completedAt: Date | string | null; title: string }[]>`
    SELECT e."userId", e."progress", e."completedAt", c."title"
    FROM "Enrollment" e JOIN "Course" c ON c."id" = e."courseId"
    WHERE e."userId" IN (${Prisma.join(userIds)}) AND e."unenrolledAt" IS NULL
    ORDER BY e."enrolledAt" ASC, e."id" ASC`;
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    // Only whether a course is completed is shown, never when.
    list.push({ progress: Number(row.progress), completedAt: row.completedAt === null ? null : new Date(row.completedAt), course: { title: row.title } });
    if (list.length === 1) byUser.set(row.userId, list);
  }
  return byUser;
}

/** The four stat cards, over all learners (not the current filter). */
export function studentStats(): Promise<StudentStats> {
  return cachedAggregate("students:stats", computeStudentStats);
}

async function computeStudentStats(): Promise<StudentStats> {
  const [counts, completions, averageProgress] = await Promise.all([
    // Learners and active learners (ACTIVE_STUDENT_WHERE), from the counts the triggers on "User"
    // keep (features/figures/server/user-counts.ts): a few rows at any size, where counting read every learner.
    countUsersOfRole(LEARNER_ROLE, { total: {}, active: STATUS_WHERE.active }),
    // Course completions: the one definition (features/figures/definitions.ts), summed from the daily rollup.
    ensureRollups().then(() => sumFigures(["enrolledCompleted"], "all")).then((f) => f.enrolledCompleted),
    // The mean of each learner's own average, over learners with at least one active enrollment (the
    // figure a reader expects from the Progress column): kept in the rollup by every write that moves it.
    averageLearnerProgress(),
  ]);
  return { total: counts.total, active: counts.active, averageProgress, courseCompletions: completions };
}

/** Every course, for the course filter and the enroll picker (only published ones take enrollments). */
export async function listCourseOptions(): Promise<CourseOption[]> {
  const rows = await prisma.course.findMany({ select: { id: true, title: true, status: true, priceCents: true }, orderBy: { title: "asc" } });
  return rows.map((c) => ({ _id: c.id, title: c.title, status: c.status, paid: c.priceCents > 0 }));
}
