// A small school with known events around AT (2026-06-15 12:00 UTC), for route tests whose expected
// figures are worked out by hand in route.test.ts. Boundary rows sit exactly on range edges.
import { paidOrderData } from "@/features/courses/api/courses/_test-fixtures";
import { prisma } from "@/lib/db";

export const AT = "2026-06-15T12:00:00.000Z";
const d = (iso: string) => new Date(iso);

type LearnerKey = "L1" | "L2" | "L3" | "L4" | "L5" | "L6" | "L7";
type CourseKey = "C1" | "C2" | "C3" | "C4" | "C5" | "C6";

const LEARNERS: Record<LearnerKey, { createdAt: string; birthYear: number | null }> = {
  L1: { createdAt: "2026-06-10T09:00:00Z", birthYear: 2004 }, // 22 → 18–24
  L2: { createdAt: "2026-05-20T09:00:00Z", birthYear: 1996 }, // 30 → 25–34
  L3: { createdAt: "2026-04-20T09:00:00Z", birthYear: 1986 }, // 40 → 35–44
  L4: { createdAt: "2026-06-03T09:00:00Z", birthYear: 1976 }, // 50 → 45–54
  L5: { createdAt: "2025-09-01T09:00:00Z", birthYear: 1960 }, // 66 → 55+
  L6: { createdAt: "2025-01-10T09:00:00Z", birthYear: null }, // Not given
  L7: { createdAt: "2026-01-05T09:00:00Z", birthYear: 2010 }, // 16 → Under 18
};

const COURSES: Record<CourseKey, string> = { C1: "Alpha React", C2: "Beta Pandas", C3: "Gamma Figma", C4: "Delta SEO", C5: "Epsilon Go", C6: "Zeta Strategy" };

/** Each course's category, by title: every category holds one course. */
export const CATEGORY_OF: Record<string, string> = {
  "Alpha React": "Web Development",
  "Beta Pandas": "Data Science",
  "Gamma Figma": "Design",
  "Delta SEO": "Marketing",
  "Epsilon Go": "Programming",
  "Zeta Strategy": "Business",
};

type E = [LearnerKey, CourseKey, enrolledAt: string, cents: number, completedAt: string | null, progress: number, unenrolledAt?: string];
const ENROLLMENTS: Record<string, E> = {
  E1: ["L1", "C1", "2026-06-14T10:00:00Z", 10000, "2026-06-15T09:00:00Z", 100],
  E2: ["L1", "C2", "2026-06-10T10:00:00Z", 5000, null, 40],
  E3: ["L2", "C1", "2026-06-09T10:00:00Z", 8000, "2026-06-16T10:00:00Z", 100], // completed after AT
  E4: ["L4", "C3", "2026-06-05T10:00:00Z", 3000, "2026-06-07T10:00:00Z", 100],
  E5: ["L2", "C2", "2026-05-25T10:00:00Z", 5000, "2026-06-01T10:00:00Z", 100],
  E6: ["L3", "C4", "2026-05-01T10:00:00Z", 2000, null, 10],
  E7: ["L3", "C1", "2026-04-20T10:00:00Z", 10000, "2026-05-10T10:00:00Z", 100],
  E8: ["L5", "C5", "2026-04-01T10:00:00Z", 4000, "2026-04-30T10:00:00Z", 100],
  E9: ["L5", "C6", "2026-02-10T10:00:00Z", 1500, "2026-03-20T10:00:00Z", 100],
  E10: ["L7", "C5", "2026-01-10T10:00:00Z", 4000, "2026-02-01T10:00:00Z", 100],
  E11: ["L5", "C1", "2025-09-05T10:00:00Z", 10000, "2025-10-01T10:00:00Z", 100],
  E12: ["L6", "C2", "2025-03-01T10:00:00Z", 5000, "2025-04-01T10:00:00Z", 100],
  E13: ["L4", "C2", "2026-06-12T10:00:00Z", 5000, null, 30, "2026-06-13T10:00:00Z"], // unenrolled: never counts
  E14: ["L6", "C6", "2026-06-13T10:00:00Z", 0, null, 20], // a free course
  E15: ["L6", "C4", AT, 2000, null, 0], // exactly at the end: outside every range
  E16: ["L2", "C5", "2026-06-08T12:00:00.000Z", 4000, null, 60], // exactly at the 7d start: inside
};

type S = [LearnerKey | "staff", startedAt: string, minutes: number];
const SESSIONS: S[] = [
  ["L1", "2026-06-15T08:00:00Z", 30],
  ["L1", "2026-06-14T13:00:00Z", 20],
  ["L2", "2026-06-14T11:00:00Z", 40], // inside the week, before the last day
  ["L4", "2026-06-09T10:00:00Z", 50],
  ["L3", "2026-06-14T12:00:00.000Z", 35], // exactly at the last day's start: inside
  ["L3", "2026-06-01T10:00:00Z", 10],
  ["L5", "2026-04-10T10:00:00Z", 60],
  ["L7", "2026-01-20T10:00:00Z", 15],
  ["L6", "2026-03-01T10:00:00Z", 40],
  ["L6", "2025-03-10T10:00:00Z", 25], // before the year
  ["staff", "2026-06-15T09:00:00Z", 100], // not a learner
  ["L2", AT, 45], // exactly at the end: outside
];

export async function seedKnownEvents() {
  const ids = {} as Record<LearnerKey | CourseKey | "staff", string>;
  for (const [key, l] of Object.entries(LEARNERS) as [LearnerKey, (typeof LEARNERS)[LearnerKey]][]) {
    const user = await prisma.user.create({ data: { email: `${key.toLowerCase()}@known.test`, name: `Learner ${key}`, role: "user", createdAt: d(l.createdAt), birthYear: l.birthYear } });
    ids[key] = user.id;
  }
  const staff = await prisma.user.create({ data: { email: "tutor@known.test", name: "Tutor", role: "staff", createdAt: d("2026-06-12T09:00:00Z"), birthYear: 1990 } });
  ids.staff = staff.id;
  for (const [key, title] of Object.entries(COURSES) as [CourseKey, string][]) {
    const course = await prisma.course.create({
      data: { title, description: "A course used by the analytics tests.", category: CATEGORY_OF[title], level: "beginner", priceCents: 10000, duration: "10 hours", instructor: "Known Instructor", status: "published", createdAt: d("2024-01-01T00:00:00Z") },
    });
    ids[key] = course.id;
  }
  await prisma.enrollment.createMany({
    data: Object.values(ENROLLMENTS).map(([u, c, enrolledAt, cents, completedAt, progress, unenrolledAt]) => ({
      userId: ids[u], courseId: ids[c], enrolledAt: d(enrolledAt), pricePaidCents: cents, completedAt: completedAt ? d(completedAt) : null, progress, unenrolledAt: unenrolledAt ? d(unenrolledAt) : null,
    })),
  });
  // Revenue is orders (docs/decisions/018-money-and-revenue.md): each paid enrollment's order, refunded when the enrollment ended.
  await prisma.order.createMany({
    data: Object.values(ENROLLMENTS)
      .filter(([, , , cents]) => cents > 0)
      .map(([u, c, enrolledAt, cents, , , unenrolledAt]) => paidOrderData(ids[u], ids[c], cents, d(enrolledAt), unenrolledAt ? d(unenrolledAt) : null)),
  });
  await prisma.learningSession.createMany({ data: SESSIONS.map(([u, startedAt, minutes]) => ({ userId: ids[u], startedAt: d(startedAt), minutes })) });
  return ids;
}
