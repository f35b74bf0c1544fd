// Deterministic demo data: the same `now` always yields the same rows (ids aside). Run directly with
// `npm run db:seed` (refuses a non-empty database unless --force), or call seedDatabase() from tests.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { createPrismaClient } from "../lib/db/client";
import { SETTINGS_DEFAULTS, SETTINGS_GROUPS } from "../lib/settings/defaults";
import { INVITE_TOKEN_TTL_MS } from "../lib/auth/constants";
import type { ActivityType } from "../lib/audit/types";
import * as C from "./seed-content";
import { seedCertificates } from "./seed-certificates";
import { settleReplayJobs } from "./seed-jobs";
import { checkpointQuiz, takeQuiz } from "./seed-quizzes";
// The product's own domain functions (they use the app's Prisma client on the same DATABASE_URL), so
// the demo history is one the product could have produced. Scripts run the seed with the
// react-server condition that these server-only modules need.
import { attachMedia } from "../features/curriculum/server/lessons";
import { createLessons } from "../features/lessons/server/lessons";
import { createSection } from "../features/curriculum/server/sections";
import { completeLessons } from "../features/learn/server/complete";
import { enrollSelf as enrollIn } from "../features/learn/server/enroll";
import { recordPaidOrder } from "../features/orders/server/record";
import { getPlayerLesson } from "../features/learn/server/lesson";
import { upsertMyReview } from "../features/reviews/server/mutations";
import { recomputeRollups } from "../features/figures/server/rollups/rebuild";
import { discardJob, listJobs, stopWorkers } from "../lib/jobs";

export type SeedSummary = {
  settings: number; staff: number; admins: number; learners: number; courses: number; lessons: number; enrollments: number;
  completions: number; ratings: number; questions: number; attempts: number; learningSessions: number;
  invitations: number; activities: number;
  /** Emails the replay queued and discarded (its history is past: they are not sent). */
  replayedJobs: number;
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
// A fixed bcrypt salt keeps the seed byte-for-byte reproducible; the demo password is public anyway.
const DEMO_SALT = "$2b$10$MasterlyDemoSeedSalt00";

/** mulberry32: a tiny deterministic PRNG, so every run with the same `now` yields the same data. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Person = { id: string; name: string; email: string; created: number; last: number; isActive: boolean; isEmailVerified: boolean };

export async function seedDatabase(prisma: PrismaClient, options: { now?: Date } = {}): Promise<SeedSummary> {
  const rng = mulberry32(20_260_101);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
  const between = (from: number, to: number) => from + Math.floor(rng() * Math.max(0, to - from));
  const t = (options.now ?? new Date()).getTime();
  const ago = (days: number) => t - Math.round(days * DAY);
  const passwordHash = bcrypt.hashSync(C.DEMO_PASSWORD, DEMO_SALT);

  await prisma.setting.createMany({
    data: SETTINGS_GROUPS.map((group) => ({ group, value: JSON.stringify(SETTINGS_DEFAULTS[group]), updatedAt: new Date(t) })),
  });

  // People: staff from the content file, then the demo learner and 59 generated learners.
  const staff = C.STAFF.map((s) => ({ ...s, created: ago(s.joinedDaysAgo), last: ago(s.lastActiveDaysAgo) }));
  const year = new Date(t).getUTCFullYear();
  const bandTotal = C.AGE_BANDS.reduce((sum, b) => sum + b.weight, 0);
  const birthYear = () => {
    let r = rng() * bandTotal;
    const band = C.AGE_BANDS.find((b) => (r -= b.weight) < 0) ?? C.AGE_BANDS[0];
    return year - int(band.min, band.max);
  };
  const domains = ["example.com", "example.org", "example.net"];
  const learners = [
    { name: C.DEMO_LEARNER.name, email: C.DEMO_LEARNER.email, created: ago(C.DEMO_LEARNER.joinedDaysAgo), last: t - 3 * HOUR, isActive: true, isEmailVerified: true, birthYear: year - C.DEMO_LEARNER.birthYearOffset, phoneNumber: "+1 555 0120" },
    ...C.LEARNER_NAMES.map((name, i) => {
      const inactive = C.INACTIVE_LEARNERS.includes(i);
      const unverified = C.UNVERIFIED_LEARNERS.includes(i);
      const created = unverified ? t - between(HOUR, 25 * DAY) : inactive ? ago(60 + rng() * 290) : ago(2 + Math.pow(rng(), 1.2) * 350);
      const r = rng();
      const back = r < 0.55 ? rng() * 7 : r < 0.8 ? 7 + rng() * 23 : 30 + rng() * 90;
      const last = unverified ? created + between(5 * 60_000, 2 * HOUR) : inactive ? between(created + DAY, ago(45)) : Math.max(created + HOUR, ago(back));
      const email = `${name.toLowerCase().replace(/[^a-z ]/g, "").replace(" ", ".")}@${domains[i % 3]}`;
      const phoneNumber = rng() < 0.75 ? `+1 555 01${21 + i}` : null;
      return { name, email, created, last: Math.min(last, t), isActive: !inactive, isEmailVerified: !unverified, birthYear: birthYear(), phoneNumber };
    }),
  ];
  const userRows = await prisma.user.createManyAndReturn({
    select: { id: true, email: true },
    data: [
      ...staff.map(({ name, email, role, department, phoneNumber, isActive, isEmailVerified, created, last }) => ({ name, email, role, department, phoneNumber, isActive, isEmailVerified, passwordHash, createdAt: new Date(created), updatedAt: new Date(created), lastActivityAt: new Date(last) })),
      ...learners.map(({ created, last, ...l }) => ({ ...l, role: "user", passwordHash, createdAt: new Date(created), updatedAt: new Date(created), lastActivityAt: new Date(last) })),
    ],
  });
  const idOf = new Map(userRows.map((u) => [u.email, u.id]));
  const person = <P extends Omit<Person, "id">>(p: P): P & Person => ({ ...p, id: idOf.get(p.email) ?? "" });
  const staffP = staff.map(person);
  const learnerP = learners.map(person);
  const authors = staffP.filter((s) => s.isActive && s.isEmailVerified);
  const authorAt = (at: number) => pick(authors.filter((s) => s.created <= at));

  const activity: { type: ActivityType; actorId: string | null; actorName: string | null; targetType: string; targetId: string; message: string; createdAt: Date }[] = [];
  const log = (type: ActivityType, actor: Person | null, targetType: string, targetId: string, message: string, at: number) =>
    activity.push({ type, actorId: actor?.id ?? null, actorName: actor?.name ?? null, targetType, targetId, message, createdAt: new Date(at) });

  // Courses: published and archived ones open for enrollment two days after creation.
  const courseDefs = C.COURSES.map((c) => {
    const created = ago(c.ageDays) + int(0, 10) * HOUR;
    return { ...c, created, open: created + 2 * DAY, close: c.archivedDaysAgo ? ago(c.archivedDaysAgo) : t, author: authorAt(created) };
  });
  const courseRows = await prisma.course.createManyAndReturn({
    select: { id: true, title: true },
    data: courseDefs.map((c) => ({
      title: c.title, description: c.description, category: c.category, level: c.level, status: c.status === "archived" ? "published" : c.status, priceCents: c.priceCents,
      originalPriceCents: c.originalPriceCents, duration: c.duration, instructor: c.instructor, tags: JSON.stringify(c.tags),
      thumbnail: `/images/courses/${C.categorySlug(c.category)}.svg`, createdById: c.author.id, createdAt: new Date(c.created), updatedAt: new Date(c.status === "archived" ? c.close : c.created),
    })),
  });
  const courses = courseDefs.map((c) => ({ ...c, id: courseRows.find((r) => r.title === c.title)?.id ?? "" }));
  for (const c of courses) {
    log("course_created", c.author, "course", c.id, `${c.author.name} created the course "${c.title}"`, c.created);
    if (c.status !== "draft") log("course_published", c.author, "course", c.id, `${c.author.name} published "${c.title}"`, c.open - HOUR);
    if (c.status === "archived") log("course_archived", c.author, "course", c.id, `${c.author.name} archived "${c.title}"`, c.close);
  }

  // Question bank (before the curricula: each course has a checkpoint quiz drawing from it).
  const questionDefs = C.QUESTIONS.map((q) => {
    const created = ago(3 + rng() * 357);
    return { ...q, created, author: authorAt(created) };
  });
  const questionRows = await prisma.question.createManyAndReturn({
    select: { id: true, title: true },
    data: questionDefs.map(({ created, author, tags, options, ...q }) => ({
      ...q, tags: JSON.stringify(tags), options: JSON.stringify(options ?? []), createdById: author.id, authorName: author.name, createdAt: new Date(created), updatedAt: new Date(created),
    })),
  });
  const questions = questionDefs.map((q) => ({ ...q, id: questionRows.find((r) => r.title === q.title)?.id ?? "" }));
  for (const q of questions) log("question_added", q.author, "question", q.id, `${q.author.name} added the question "${q.title}"`, q.created);

  // Curricula, built through the course builder's own functions: 3–6 sections, 15–40 lessons each.
  const curricula = new Map<string, { sections: { lessons: { id: string; kind: string }[]; unlockAfterDays: number | null }[] }>();
  for (const c of courses) {
    const sectionCount = int(3, 6);
    const lessonTotal = Math.max(15, Math.min(40, int(sectionCount * 4, sectionCount * 7)));
    const rules = C.SECTION_RULES[c.title] ?? {};
    const code = c.category === "Programming" || c.category === "Web Development" || c.category === "Data Science";
    const used = new Set<string>();
    const sections: { lessons: { id: string; kind: string }[]; unlockAfterDays: number | null }[] = [];
    let made = 0;
    for (let si = 0; si < sectionCount; si++) {
      const last = si === sectionCount - 1;
      const unlockAfterDays = last ? (rules.lastUnlockAfterDays ?? null) : null;
      const section = await createSection(c.id, { title: `${C.SECTION_THEMES[si]}${si === 0 ? "" : `: ${c.tags[si % c.tags.length]}`}`, unlockAfterDays, requiresPrevious: last && (rules.lastRequiresPrevious ?? false) });
      const count = last ? lessonTotal - made : Math.max(2, Math.round(lessonTotal / sectionCount) + int(-1, 1));
      const specs: { title: string; kind: "text" | "video" | "file"; tag: string; li: number }[] = [];
      for (let li = 0; li < count; li++, made++) {
        const kind = made % 7 === 3 ? "file" : made % 4 === 1 ? "video" : "text";
        const tag = c.tags[(made + si) % c.tags.length];
        let title = pick(C.LESSON_PATTERNS[kind]).replace("{tag}", tag);
        for (let n = 2; used.has(title); n++) title = `${title.replace(/ \(part \d+\)$/, "")} (part ${n})`;
        used.add(title);
        specs.push({ title, kind, tag, li });
      }
      const created = await createLessons(c.id, section.id, specs.map(({ title, kind, tag, li }, i) => ({
        title,
        kind,
        isPreview: si === 0 && li < 2,
        durationMinutes: kind === "video" ? int(6, 25) : kind === "file" ? int(3, 10) : int(5, 15),
        content: kind === "text" ? C.lessonMarkdown(title, tag, c.title, code) : "",
        videoUrl: kind === "video" ? C.SAMPLE_VIDEOS[(made + i) % C.SAMPLE_VIDEOS.length] : undefined,
      })));
      const lessons = created.lessons.map((l) => ({ id: l.id, kind: l.kind as string }));
      // The first section ends with a checkpoint quiz from the bank.
      if (si === 0) lessons.push(...(await createLessons(c.id, section.id, [checkpointQuiz(c.category)])).lessons.map((l) => ({ id: l.id, kind: l.kind as string })));
      for (const l of created.lessons.filter((x) => x.kind === "file")) {
        const pdf = C.samplePdf(l.title, c.title);
        await attachMedia(c.id, l.id, { body: new Blob([pdf]).stream(), contentType: "application/pdf", fileName: `${l.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf`, contentLength: pdf.byteLength });
      }
      sections.push({ lessons, unlockAfterDays });
    }
    curricula.set(c.id, { sections });
  }

  // Enrollments and what each learner did, replayed through the product's own functions with a fixed
  // clock: enroll, complete lessons in order (respecting drip), open their last lesson, rate.
  const ratingOf = () => { const r = rng(); return r < 0.03 ? 1 : r < 0.08 ? 2 : r < 0.2 ? 3 : r < 0.55 ? 4 : 5; };
  let enrollmentCount = 0;
  let completionCount = 0;
  let ratingCount = 0;
  let quizAnswers = 0;
  // Quiz answers have their own random stream, so the rest of the seed stays as it was.
  let quizSeed = 2121;
  const quizRng = () => ((quizSeed = (quizSeed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const enroll = async (u: Person, c: (typeof courses)[number], enrolledAt: number, targetProgress: number, end: number, fixed?: { completedAt: number | null; rating: number | null }) => {
    const discount = rng() < 0.25 ? pick([0.1, 0.2, 0.25, 0.3]) : 0;
    const paidCents = c.priceCents === 0 ? undefined : discount ? Math.round((c.priceCents * (1 - discount)) / 100) * 100 - 1 : c.priceCents;
    const learnerRef = { id: u.id, name: u.name, role: "user" };
    // Paid courses are bought (revenue is orders: docs/decisions/018-money-and-revenue.md); free ones are joined.
    if (paidCents) await recordPaidOrder(learnerRef, c.id, { now: new Date(enrolledAt), paidCents });
    else await enrollIn(learnerRef, c.id, { now: new Date(enrolledAt) });
    enrollmentCount++;
    const curriculum = curricula.get(c.id)!;
    const ordered = curriculum.sections.flatMap((sec) => sec.lessons.map((l) => ({ ...l, opensAt: sec.unlockAfterDays == null ? enrolledAt : enrolledAt + sec.unlockAfterDays * DAY + HOUR })));
    const target = targetProgress >= 100 ? ordered.length : Math.min(ordered.length - 1, Math.round((targetProgress / 100) * ordered.length));
    const finish = targetProgress >= 100 ? (fixed?.completedAt ?? between(enrolledAt + (end - enrolledAt) / 2, end)) : between(enrolledAt, end);
    const items: { lessonId: string; at: Date }[] = [];
    for (let i = 0; i < target; i++) {
      const at = Math.max(enrolledAt + Math.round(((i + 1) / Math.max(1, target)) * (finish - enrolledAt)) - (target - i) * 60_000, ordered[i].opensAt, items.length ? items[items.length - 1].at.getTime() + 60_000 : 0);
      if (at > end) break;
      items.push({ lessonId: ordered[i].id, at: new Date(at) });
    }
    // A quiz on the way is taken (and passed) rather than ticked off; a passed quiz completes itself.
    const quizAt = items.findIndex((i) => ordered.find((l) => l.id === i.lessonId)?.kind === "quiz");
    const before = quizAt < 0 ? items : items.slice(0, quizAt);
    if (before.length > 0) await completeLessons(c.id, learnerRef, before);
    if (quizAt >= 0) {
      const after = items.slice(quizAt + 1);
      const taken = await takeQuiz({ courseId: c.id, lessonId: items[quizAt].lessonId, learner: learnerRef, grader: pick(authors), at: items[quizAt].at.getTime(), now: t, ability: quizRng() * 0.3 - 0.1, rng: quizRng, mayWait: !fixed && after.length === 0 });
      quizAnswers += taken.answers;
      if (taken.passed && after.length > 0) await completeLessons(c.id, learnerRef, after.map((a) => ({ ...a, at: new Date(Math.max(a.at.getTime(), taken.doneAt + 60_000)) })));
      else if (!taken.passed) items.splice(quizAt);
    }
    completionCount += items.length;
    // Where they stopped: the learner opens the next lesson (or the last one done) at their last visit.
    const lastAt = fixed ? end : between(items.length ? items[items.length - 1].at.getTime() : enrolledAt, end);
    const resume = ordered[Math.min(items.length, ordered.length - 1)];
    if (resume) await getPlayerLesson(c.id, resume.id, learnerRef, new Date(Math.max(lastAt, resume.opensAt <= end ? resume.opensAt : 0))).catch(() => undefined);
    const progress = ordered.length ? Math.round((100 * items.length) / ordered.length) : 0;
    const done = items.length === ordered.length && ordered.length > 0;
    const rated = fixed ? fixed.rating !== null : done ? rng() < 0.85 : progress >= 50 && rng() < 0.5;
    if (rated) {
      const rating = fixed?.rating ?? ratingOf();
      await upsertMyReview(learnerRef, c.id, { rating, review: rng() < 0.4 ? pick(C.REVIEWS[rating]) : null }, new Date(Math.min(end, Math.max(lastAt, enrolledAt + HOUR))));
      ratingCount++;
    }
  };
  const [demo, ...others] = learnerP;
  for (const d of C.DEMO_ENROLLMENTS) {
    const c = courses.find((x) => x.title === d.course);
    const completedAt = d.completedDaysAgo === null ? null : ago(d.completedDaysAgo);
    const lastAccess = completedAt ? completedAt + 2 * DAY : demo.last - int(1, 30) * HOUR;
    if (c) await enroll(demo, c, ago(d.enrolledDaysAgo), d.progress, lastAccess, { completedAt, rating: d.rating });
  }
  for (const u of others) {
    const eligible = courses.filter((c) => c.status !== "draft" && Math.max(c.open, u.created) < Math.min(c.close, u.last));
    const chosen = eligible.map((c) => ({ c, k: rng() })).sort((a, b) => a.k - b.k).slice(0, pick([1, 2, 2, 3, 3, 3, 4, 5]));
    for (const { c } of chosen) {
      const end = Math.min(c.close, u.last);
      const enrolledAt = between(Math.max(c.open, u.created), end);
      const short = end - enrolledAt < 10 * DAY;
      const progress = !u.isEmailVerified ? int(0, 5) : !short && rng() < 0.35 ? 100 : int(0, short ? 40 : 95);
      await enroll(u, c, enrolledAt, progress, end);
    }
  }
  // Archived courses took enrollments while they were published.
  for (const c of courses.filter((x) => x.status === "archived")) await prisma.course.update({ where: { id: c.id }, data: { status: "archived" } });
  await seedCertificates(prisma);
  await settleReplayJobs();
  // The replay told admins and staff of every enrollment in the year; the bell keeps the last week's.
  await prisma.notification.deleteMany({ where: { createdAt: { lt: new Date(ago(7)) } } });


  // Learning sessions: active learners study on more days recently; the latest one matches lastActivityAt.
  // (Written in bulk in the shape the heartbeat merge produces: replaying a year of 30-second
  // heartbeats through the API function would take minutes.)
  const sessions: { userId: string; startedAt: Date; lastActivityAt: Date; minutes: number; seconds: number }[] = [];
  for (const u of learnerP.filter((l) => l.isActive)) {
    const zeal = 0.5 + rng();
    for (let d = 0, day = u.last; day > u.created; d++, day = u.last - d * DAY) {
      const age = (t - day) / DAY;
      if (d > 0 && rng() >= zeal * (0.05 + 0.3 * Math.exp(-age / 45))) continue;
      const minutes = 5 + Math.floor(Math.pow(rng(), 1.4) * 86);
      const startedAt = Math.max(u.created, day - (d === 0 ? minutes * 60_000 : between(0, 10 * HOUR)));
      sessions.push({ userId: u.id, startedAt: new Date(startedAt), lastActivityAt: new Date(startedAt + minutes * 60_000), minutes, seconds: minutes * 60 });
    }
  }
  await prisma.learningSession.createMany({ data: sessions });

  // Staff invitations (their tokens are never handed out, so none can be accepted).
  const inviter = staffP[0];
  const invitations = C.INVITATIONS.map((inv) => {
    const expiresAt = t + inv.expiresInDays * DAY;
    const joined = staffP.find((s) => s.email === inv.email);
    return { email: inv.email, fullName: inv.fullName, role: "staff", invitedById: inviter.id, tokenHash: createHash("sha256").update(`masterly-seed-invitation:${inv.email}`).digest("hex"),
      createdAt: new Date(expiresAt - INVITE_TOKEN_TTL_MS), expiresAt: new Date(expiresAt), acceptedAt: inv.state === "accepted" && joined ? new Date(joined.created) : null };
  });
  const invitationRows = await prisma.staffInvitation.createManyAndReturn({ select: { id: true, email: true }, data: invitations });
  for (const inv of invitations) {
    const id = invitationRows.find((r) => r.email === inv.email)?.id ?? "";
    log("staff_invited", inviter, "invitation", id, `${inviter.name} invited ${inv.fullName} (${inv.email})`, inv.createdAt.getTime());
    const joined = staffP.find((s) => s.email === inv.email);
    if (inv.acceptedAt && joined) log("invitation_accepted", joined, "user", joined.id, `${joined.name} accepted the staff invitation`, inv.acceptedAt.getTime());
  }
  for (const u of learnerP) log("student_registered", u, "user", u.id, `${u.name} registered`, u.created);
  // The demo accounts have signed in before, so they are greeted as returning.
  const demoEmails = new Set<string>(C.DEMO_LOGINS.map((l) => l.email));
  for (const u of [...staffP, ...learnerP].filter((p) => demoEmails.has(p.email))) log("login", u, "user", u.id, `${u.name} signed in`, u.created + HOUR);

  activity.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await prisma.activityLog.createMany({ data: activity });
  await recomputeRollups(prisma as never); // the daily rollups (docs/decisions/006-daily-rollups.md): rows written outside the domain functions count too
  const replayedJobs = await discardReplayedJobs();

  return {
    settings: SETTINGS_GROUPS.length, staff: staffP.length, admins: staffP.filter((s) => s.role === "admin").length, learners: learnerP.length,
    courses: courses.length, lessons: [...curricula.values()].reduce((n, cur) => n + cur.sections.reduce((m, sec) => m + sec.lessons.length, 0), 0),
    enrollments: enrollmentCount, completions: completionCount,
    ratings: ratingCount, questions: questions.length, attempts: quizAnswers,
    learningSessions: sessions.length, invitations: invitations.length, activities: activity.length, replayedJobs,
  };
}

/**
 * The replay goes through the app's domain functions, which queue what follows each event (a quiz
 * graded, a course completed: its emails, its certificate, the bell) in the same transactions
 * (docs/domain/jobs.md). That history is past: its emails went out when it happened, so none is left
 * waiting for the app's first start, and the jobs the seed ran to settle it (prisma/seed-jobs.ts) are
 * bookkeeping, not a week of the site's work, so the Jobs screen starts empty too.
 */
async function discardReplayedJobs(): Promise<number> {
  let discarded = 0;
  try {
    for (;;) {
      const left = await listJobs({ limit: 500 });
      let round = 0;
      for (const job of left) if (await discardJob(job.id)) round += 1;
      discarded += round;
      if (round === 0) return discarded;
    }
  } finally {
    await stopWorkers(); // the pg-boss instance a discard started, so the seed's process can end
  }
}

/** Deletes every row, children before parents (Enrollment → Course is ON DELETE RESTRICT). */
export async function clearDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.job.deleteMany();
  await prisma.sentMail.deleteMany();
  await prisma.activityLog.deleteMany();
  await prisma.learningSession.deleteMany();
  await prisma.review.deleteMany();
  await prisma.lessonCompletion.deleteMany();
  await prisma.lessonProgress.deleteMany();
  await prisma.questionAttempt.deleteMany();
  await prisma.quizAttempt.deleteMany();
  await prisma.quizAccommodation.deleteMany();
  await prisma.quiz.deleteMany();
  await prisma.questionStat.deleteMany();
  await prisma.enrollment.deleteMany();
  await prisma.question.deleteMany();
  await prisma.lesson.deleteMany();
  await prisma.section.deleteMany();
  await prisma.course.deleteMany();
  await prisma.staffInvitation.deleteMany();
  await prisma.recoveryCode.deleteMany();
  await prisma.authToken.deleteMany();
  await prisma.refreshToken.deleteMany();
  await prisma.session.deleteMany();
  await prisma.user.deleteMany();
  await prisma.setting.deleteMany();
  await prisma.rateLimit.deleteMany();
}

async function main(): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd());
  if (process.env.NODE_ENV === "production") {
    console.error("Refusing to seed: NODE_ENV is production. The demo seed creates accounts with a published password.");
    return 1;
  }
  const force = process.argv.includes("--force");
  const prisma = createPrismaClient();
  try {
    const users = await prisma.user.count();
    if (users > 0 && !force) {
      console.error(`The database already holds ${users} users; nothing was changed. Run again with --force to delete all rows and reseed.`);
      return 1;
    }
    const started = performance.now();
    if (force) await clearDatabase(prisma);
    const summary = await seedDatabase(prisma);
    console.log(`Seeded in ${Math.round(performance.now() - started)} ms:`);
    console.log(Object.entries(summary).map(([k, v]) => `  ${k}: ${v}`).join("\n"));
    console.log(`\nDemo logins (password "${C.DEMO_PASSWORD}"):`);
    for (const l of C.DEMO_LOGINS) console.log(`  ${l.role.padEnd(5)}  ${l.email}`);
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      const noTables = typeof error === "object" && error !== null && "code" in error && error.code === "P2021";
      if (noTables) console.error("The database has no tables yet: run `npm run db:setup` (it migrates, then seeds).");
      else console.error("Seeding failed:", error);
      process.exitCode = 1;
    },
  );
}
