// Bulk-fills a migrated database with generated learners, questions, courses, their enrollments and
// learning sessions, in batches. Used by bench/scale.ts; any script can call it:
//
//   const summary = await fillDatabase(prisma, { learners: 100_000, questions: 10_000, courses: 1_000 });
//   const summary = await fillDatabase(prisma, sizes, { sqliteFile: "/tmp/x/masterly.db" });  // ~50× faster
//
// By default rows go through Prisma's createMany (any database Prisma opens). Prisma costs about
// 0.5 ms of CPU per row, so 360k rows take minutes on a busy machine; with `sqliteFile` the same rows
// go straight into the SQLite file through prepared statements in one transaction per batch, stored
// exactly as Prisma's SQLite adapter stores them (ISO-8601 text dates with "+00:00", 0/1 booleans).
//
// Rows are deterministic (the same sizes and `now` give the same rows) and spread the way real ones
// are: signup dates over two years, a mix of active, inactive and pending learners, every question
// type, difficulty and category, every course status, category and level, 0–3 enrollments per
// learner (1.5 on average) with progress, completions, ratings and a few unenrollments. Ids start
// with `prefix`, so a second fill into the same database only needs another prefix.
import type Database from "better-sqlite3";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES, DIFFICULTIES, QUESTION_CATEGORIES, QUESTION_TYPES } from "../lib/validation/common";

export type FillSizes = {
  learners: number;
  questions: number;
  courses: number;
  /** Average active-or-past enrollments per learner (0–3 each; default 1.5). */
  enrollmentsPerLearner?: number;
  /** Learning sessions per learner, in the last 60 days (default 1). Analytics reads them. */
  sessionsPerLearner?: number;
  /** Lessons per course, in 5 sections (default 0: no curriculum). Each enrollment then holds one
   * LessonCompletion per lesson done, in order, and its progress is derived from them. */
  lessonsPerCourse?: number;
  /** Graded quiz answers (QuestionAttempt rows), 10 per quiz attempt, with the item
   * statistics (QuestionStat) they add up to, as submitting and grading maintain them. */
  questionAttempts?: number;
};

export type FillOptions = {
  /** Rows per createMany statement (default 1000; SQLite allows 32,766 bound values per statement). */
  batchSize?: number;
  /** The moment the generated history ends (default: now). */
  now?: Date;
  /** Id and email prefix, unique per fill into one database (default "fill"). */
  prefix?: string;
  /** Write straight into this SQLite file (the one `prisma` opens) instead of through createMany. */
  sqliteFile?: string;
  /** PostgreSQL: generate the lesson completions in the database (one INSERT … SELECT over
   * generate_series) instead of sending ~3M rows through createMany. */
  completionsInSql?: boolean;
  /** Called after each batch with the table and how many of its rows are in. */
  onProgress?: (table: string, done: number, total: number) => void;
};

export type FillSummary = { learners: number; questions: number; courses: number; lessons: number; enrollments: number; completions: number; learningSessions: number; questionAttempts: number; ms: number };

const DAY = 86_400_000;
export const FIRST = ["Ana", "Ben", "Chloe", "David", "Emma", "Femi", "Grace", "Hiro", "Isla", "Jamal", "Kira", "Liam", "Maya", "Noah", "Olivia", "Priya", "Quinn", "Rosa", "Samir", "Tara", "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zoe", "Marco", "Lena", "Tomas", "Aisha"];
export const LAST = ["Adams", "Brown", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jones", "Kim", "Lopez", "Martin", "Nguyen", "Okafor", "Patel", "Rossi", "Silva", "Tanaka", "Usman", "Varga", "Walker", "Xu", "Young", "Zhang", "Moreau", "Larsen", "Novak", "Haddad", "Mensah"];
export const CONCEPTS = ["closures", "hooks", "flexbox", "generators", "recursion", "memoization", "promises", "grid layout", "list comprehensions", "regression", "accessibility", "state management", "event delegation", "decorators", "joins", "type narrowing", "specificity", "pandas indexing", "colour contrast", "the event loop"];
export const SUBJECTS = ["JavaScript", "React", "Python", "SQL", "Machine Learning", "Figma", "CSS", "TypeScript", "Marketing Analytics", "Leadership", "Node.js", "Data Visualisation", "SEO", "Product Design", "Statistics"];
export const COURSE_WORDS = ["Foundations of", "Practical", "Advanced", "Hands-on", "Modern", "Applied", "The Complete", "Mastering", "Intro to", "Professional"];

/** The generated course price in cents, shared by the course rows and what its enrollments paid. */
const coursePrice = (c: number) => 999 + ((c * 1_237) % 19_000);

type Table = "Course" | "User" | "Question" | "Section" | "Lesson" | "Enrollment" | "LessonCompletion" | "Review" | "LearningSession" | "QuizAttempt" | "QuestionAttempt" | "QuestionStat";
type Row = Record<string, string | number | boolean | Date | null>;
type Writer = { write: (table: Table, rows: Row[]) => Promise<void>; close: () => void };

function prismaWriter(prisma: PrismaClient): Writer {
  // Each table's Prisma model is its name in camelCase (typecheck holds every name to a model). Each
  // row is built to match its model exactly; the cast only bridges the generic Row type.
  const model = (table: Table) => prisma[`${table[0].toLowerCase()}${table.slice(1)}` as Uncapitalize<Table>] as unknown as { createMany: (args: { data: Row[] }) => Promise<unknown> };
  return { write: async (table, rows) => void (await model(table).createMany({ data: rows })), close: () => {} };
}

async function sqliteWriter(file: string): Promise<Writer> {
  const { default: Sqlite } = await import("better-sqlite3");
  const db: Database.Database = new Sqlite(file);
  db.pragma("busy_timeout = 10000");
  const statements = new Map<string, Database.Statement>();
  const value = (v: Row[string]) => (v instanceof Date ? v.toISOString().replace("Z", "+00:00") : typeof v === "boolean" ? (v ? 1 : 0) : v);
  return {
    write: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const key = `${table}:${columns.join(",")}`;
      let insert = statements.get(key);
      if (!insert) {
        insert = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
        statements.set(key, insert);
      }
      const statement = insert;
      db.transaction(() => {
        for (const row of rows) statement.run(columns.map((c) => value(row[c])));
      })();
    },
    close: () => db.close(),
  };
}

async function inBatches(
  writer: Writer,
  table: Table,
  label: string,
  total: number,
  batchSize: number,
  make: (i: number) => Row | Row[] | null,
  onProgress?: FillOptions["onProgress"],
  afterBatch?: () => Promise<void>,
) {
  let written = 0;
  let rows: Row[] = [];
  for (let i = 0; i < total; i += 1) {
    const made = make(i);
    if (Array.isArray(made)) rows.push(...made);
    else if (made) rows.push(made);
    if (rows.length >= batchSize || (i === total - 1 && rows.length > 0)) {
      await writer.write(table, rows);
      written += rows.length;
      rows = [];
      onProgress?.(label, i + 1, total);
      await afterBatch?.();
    }
  }
  return written;
}

/**
 * Rows that follow other rows (a completion its enrollment, an answer its attempt): queued with
 * `push`, written `batchSize` at a time by `flush(false)` between the parent batches, and the rest
 * by `flush(true)`; `written` counts what went out.
 */
function followingRows(writer: Writer, table: Table, batchSize: number) {
  const queued: Row[] = [];
  const buffer = {
    written: 0,
    push: (row: Row) => void queued.push(row),
    async flush(force: boolean) {
      while (queued.length >= batchSize || (force && queued.length > 0)) {
        const chunk = queued.splice(0, batchSize);
        await writer.write(table, chunk);
        buffer.written += chunk.length;
      }
    },
  };
  return buffer;
}

export async function fillDatabase(prisma: PrismaClient, sizes: FillSizes, options: FillOptions = {}): Promise<FillSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const now = (options.now ?? new Date()).getTime();
  const prefix = options.prefix ?? "fill";
  const perLearner = Math.max(0, sizes.enrollmentsPerLearner ?? 1.5);
  const cycle = Math.round(perLearner * 2) + 1; // learner n enrolls in (n % cycle) courses: mean (cycle-1)/2
  const sessionsPerLearner = Math.max(0, Math.round(sizes.sessionsPerLearner ?? 1));
  const userId = (n: number) => `${prefix}_u${n}`;
  const courseId = (c: number) => `${prefix}_c${c}`;
  const learnerCreated = (n: number) => now - ((n * 7_919) % 730) * DAY - ((n * 13) % 24) * 3_600_000 - DAY;
  const writer = options.sqliteFile ? await sqliteWriter(options.sqliteFile) : prismaWriter(prisma);
  try {
    return await fill();
  } finally {
    writer.close();
  }

  async function fill(): Promise<FillSummary> {
    const courses = await inBatches(
      writer,
      "Course",
      "courses",
      sizes.courses,
      batchSize,
      (c) => {
        const subject = SUBJECTS[c % SUBJECTS.length];
        const created = new Date(now - ((c * 4_391) % 700) * DAY - 2 * DAY);
        const status: (typeof COURSE_STATUSES)[number] = c % 10 < 7 ? "published" : c % 10 < 9 ? "draft" : "archived";
        return {
          id: courseId(c),
          title: `${COURSE_WORDS[(c >> 1) % COURSE_WORDS.length]} ${subject} ${c + 1}`,
          description: `A generated ${subject} course for load and scale measurements, with lessons, exercises and a final project.`,
          category: COURSE_CATEGORIES[c % COURSE_CATEGORIES.length],
          level: COURSE_LEVELS[(c >> 2) % COURSE_LEVELS.length],
          priceCents: coursePrice(c),
          originalPriceCents: c % 4 === 0 ? coursePrice(c) + 2_000 : null,
          duration: `${4 + (c % 40)} hours`,
          instructor: `${FIRST[(c * 7) % FIRST.length]} ${LAST[(c * 11) % LAST.length]}`,
          status,
          tags: JSON.stringify([subject.toLowerCase(), COURSE_LEVELS[(c >> 2) % COURSE_LEVELS.length]]),
          createdAt: created,
          updatedAt: created,
        };
      },
      options.onProgress,
    );

    const learners = await inBatches(
      writer,
      "User",
      "learners",
      sizes.learners,
      batchSize,
      (n) => {
        const first = FIRST[n % FIRST.length];
        const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
        const created = learnerCreated(n);
        const lastActivity = Math.min(now, created + ((n * 31) % 400) * DAY);
        return {
          id: userId(n),
          email: `${first}.${last}.${prefix}${n}@example.test`.toLowerCase(),
          name: `${first} ${last}`,
          role: "user",
          isActive: n % 9 !== 0,
          isEmailVerified: n % 7 !== 0,
          birthYear: 1960 + ((n * 17) % 46),
          lastActivityAt: n % 11 === 0 ? null : new Date(lastActivity),
          createdAt: new Date(created),
          updatedAt: new Date(created),
        };
      },
      options.onProgress,
    );

    const questions = await inBatches(
      writer,
      "Question",
      "questions",
      sizes.questions,
      batchSize,
      (q) => {
        const category = QUESTION_CATEGORIES[q % QUESTION_CATEGORIES.length];
        // The four original types: the Moodle types need answers this filler does not invent.
        const type = QUESTION_TYPES[(q >> 1) % 4];
        const concept = CONCEPTS[(q * 3) % CONCEPTS.length];
        const created = new Date(now - ((q * 6_007) % 700) * DAY - DAY);
        const options = type === "multiple-choice" ? [`It caches ${concept}`, `It ignores ${concept}`, `It copies ${concept}`, `It removes ${concept}`] : [];
        return {
          id: `${prefix}_q${q}`,
          title: `How does ${concept} behave in ${category}? (#${q + 1})`,
          description: `Explain what happens with ${concept} in a typical ${category} project, and when you would choose it.`,
          type,
          difficulty: DIFFICULTIES[q % DIFFICULTIES.length],
          category,
          tags: JSON.stringify([category.toLowerCase(), concept]),
          options: JSON.stringify(options),
          correctAnswer: type === "multiple-choice" ? options[q % 4] : type === "true-false" ? (q % 2 ? "True" : "False") : null,
          authorName: `${FIRST[q % FIRST.length]} ${LAST[(q * 7) % LAST.length]}`,
          createdAt: created,
          updatedAt: created,
        };
      },
      options.onProgress,
    );

    // Enrollments: learner n takes (n % cycle) distinct courses, starting after they signed up.
    // The curriculum: 5 sections per course, `lessons` lessons spread over them.
    const lessons = Math.max(0, Math.round(sizes.lessonsPerCourse ?? 0));
    const lessonId = (c: number, k: number) => `${prefix}_l${c}_${k}`;
    const perSection = Math.ceil(lessons / 5);
    let lessonRows = 0;
    if (lessons > 0) {
      await inBatches(writer, "Section", "sections", sizes.courses * 5, batchSize, (i) => {
        const created = new Date(now - 400 * DAY);
        return { id: `${prefix}_sec${Math.floor(i / 5)}_${i % 5}`, courseId: courseId(Math.floor(i / 5)), title: `Part ${(i % 5) + 1}`, position: i % 5, unlockAfterDays: null, requiresPrevious: false, createdAt: created, updatedAt: created };
      }, options.onProgress);
      lessonRows = await inBatches(writer, "Lesson", "lessons", sizes.courses * lessons, batchSize, (i) => {
        const c = Math.floor(i / lessons);
        const k = i % lessons;
        const created = new Date(now - 400 * DAY);
        const kind = k % 4 === 1 ? "video" : k % 7 === 3 ? "file" : "text";
        return {
          id: lessonId(c, k),
          sectionId: `${prefix}_sec${c}_${Math.floor(k / perSection)}`,
          courseId: courseId(c),
          title: `Lesson ${k + 1}: ${CONCEPTS[(c + k) % CONCEPTS.length]}`,
          kind,
          position: k % perSection,
          isPreview: k < 2,
          durationMinutes: 5 + ((c + k) % 20),
          content: kind === "text" ? `## ${CONCEPTS[(c + k) % CONCEPTS.length]}\n\nGenerated lesson text for scale measurements.` : "",
          videoUrl: kind === "video" ? "https://www.youtube.com/watch?v=M7lc1UVf-VE" : null,
          createdAt: created,
          updatedAt: created,
        };
      }, options.onProgress);
    }
    const completions = followingRows(writer, "LessonCompletion", batchSize);
    let completionRows = 0;

    let enrollments = 0;
    // Ratings are Review rows (one per rated enrollment), written after the enrollments.
    const reviews: Row[] = [];
    if (sizes.courses > 0 && perLearner > 0) {
      enrollments = await inBatches(
        writer,
        "Enrollment",
        "enrollments",
        sizes.learners,
        batchSize,
        (n) => {
          const taken = new Set<number>();
          const rows: Row[] = [];
          const count = Math.min(n % cycle, sizes.courses);
          for (let j = 0; taken.size < count && j < count * 4; j += 1) {
            const c = (n * 31 + j * 97) % sizes.courses;
            if (taken.has(c)) continue;
            taken.add(c);
            const created = learnerCreated(n);
            // Some time after signing up, and never in the future.
            const offset = (((n + j) * 17) % 300) * DAY;
            const enrolledAt = created + (created + offset < now - 3_600_000 ? offset : ((now - 3_600_000 - created) * (((n * 7 + j * 3) % 97) + 1)) / 98);
            const completed = (n + j) % 5 === 0;
            // With a curriculum, learners are further along (≈ 22 of 30 lessons: 3M completions at 100k learners).
            const typed = completed ? 100 : lessons > 0 ? 35 + ((n * 37 + j * 53) % 65) : (n * 37 + j * 53) % 100;
            // With a curriculum, progress is what the completions give (round(100 × done / lessons)).
            const done = lessons > 0 ? (completed ? lessons : Math.min(lessons - 1, Math.round((typed / 100) * lessons))) : 0;
            const progress = lessons > 0 ? Math.round((100 * done) / lessons) : typed;
            const rated = progress >= 50 && (n + j) % 3 === 0;
            const dropped = !completed && (n + j) % 23 === 0;
            rows.push({
              id: `${prefix}_e${n}_${j}`,
              userId: userId(n),
              courseId: courseId(c),
              progress,
              pricePaidCents: coursePrice(c),
              enrolledAt: new Date(enrolledAt),
              completedAt: completed ? new Date(Math.min(now - 60_000, enrolledAt + ((n % 60) + 1) * DAY)) : null,
              lastAccessedAt: new Date(Math.min(now - 60_000, enrolledAt + ((n * 3) % 90) * DAY)),
              unenrolledAt: dropped ? new Date(Math.min(now - 60_000, enrolledAt + 5 * DAY)) : null,
              unenrollReason: dropped ? "Generated unenrollment" : null,
            });
            if (!options.completionsInSql) for (let k = 0; k < done; k += 1) {
              completions.push({
                id: `${prefix}_x${n}_${j}_${k}`,
                enrollmentId: `${prefix}_e${n}_${j}`,
                lessonId: lessonId(c, k),
                completedAt: new Date(Math.min(now - 60_000, enrolledAt + (k + 1) * 3_600_000)),
              });
            }
            if (rated) {
              const ratedAt = new Date(Math.min(now - 60_000, enrolledAt + 10 * DAY));
              reviews.push({
                id: `${prefix}_r${n}_${j}`,
                userId: userId(n),
                courseId: courseId(c),
                rating: 1 + ((n + j) % 5),
                review: n % 2 === 0 ? "Clear explanations and useful exercises." : null,
                hidden: false,
                createdAt: ratedAt,
                updatedAt: ratedAt,
              });
            }
          }
          return rows;
        },
        options.onProgress,
        // Completions follow their enrollments batch by batch, so they never pile up in memory.
        () => completions.flush(false),
      );
      await completions.flush(true);
      completionRows = completions.written;
      if (options.completionsInSql && lessons > 0) {
        // The same rows the loop above would send: lessons 0…done-1 of each enrollment, where done is
        // what its derived progress stands for (progress = round(100 × done / lessons) is one-to-one).
        completionRows = await prisma.$executeRawUnsafe(`
          INSERT INTO "LessonCompletion" ("id", "enrollmentId", "lessonId", "completedAt")
          SELECT replace(e."id", '${prefix}_e', '${prefix}_x') || '_' || k, e."id",
                 replace(e."courseId", '${prefix}_c', '${prefix}_l') || '_' || k,
                 LEAST(e."enrolledAt" + (k + 1) * interval '1 hour', now() - interval '1 minute')
          FROM "Enrollment" e CROSS JOIN generate_series(0, ${lessons - 1}) AS k
          WHERE e."id" LIKE '${prefix}\\_e%' AND k < round(e."progress" * ${lessons} / 100.0)`);
      }
      await inBatches(writer, "Review", "reviews", reviews.length, batchSize, (i) => reviews[i], options.onProgress);
    }

    let learningSessions = 0;
    if (sessionsPerLearner > 0) {
      learningSessions = await inBatches(
        writer,
        "LearningSession",
        "learning sessions",
        sizes.learners * sessionsPerLearner,
        batchSize,
        (i) => {
          const n = i % Math.max(1, sizes.learners);
          return {
            id: `${prefix}_s${i}`,
            userId: userId(n),
            startedAt: new Date(now - ((i * 7) % 60) * DAY - ((i * 5) % 1_440) * 60_000),
            minutes: 5 + ((i * 13) % 85),
            seconds: (5 + ((i * 13) % 85)) * 60,
          };
        },
        options.onProgress,
      );
    }

    const questionAttempts = await fillQuizHistory();
    return { learners, questions, courses, lessons: lessonRows, enrollments, completions: completionRows, learningSessions, questionAttempts, ms: Math.round(performance.now() - started) };
  }

  /** Graded quiz attempts of 10 questions each, and the QuestionStat sums submitting maintains. */
  async function fillQuizHistory(): Promise<number> {
    const PER = 10;
    const attempts = Math.floor(Math.max(0, sizes.questionAttempts ?? 0) / PER);
    if (!attempts || !sizes.questions || !sizes.learners || !sizes.courses) return 0;
    const nq = sizes.questions;
    const stat = { n: new Float64Array(nq), x: new Float64Array(nq), y: new Float64Array(nq), xx: new Float64Array(nq), yy: new Float64Array(nq), xy: new Float64Array(nq) };
    // An item's chance of being right: from very easy to very hard, so every flag shows up somewhere.
    const ease = (q: number) => 0.15 + ((q * 37) % 80) / 100;
    const answers = followingRows(writer, "QuestionAttempt", batchSize);
    await inBatches(writer, "QuizAttempt", "quiz attempts", attempts, Math.max(1, Math.floor(batchSize / 2)), (i) => {
      const n = i % sizes.learners;
      const c = (n * 31) % sizes.courses;
      const at = new Date(Math.min(now - 60_000, learnerCreated(n) + (((i * 13) % 200) + 1) * DAY));
      const ability = ((n * 53) % 41) / 100 - 0.2;
      const qs = Array.from({ length: PER }, (_, k) => (i * 7 + k * 131) % nq);
      const scores = qs.map((q, k) => (((i * 97 + k * 61) % 100) / 100 < ease(q) + ability ? 1 : 0));
      const total = scores.reduce((a: number, b: number) => a + b, 0);
      const id = `${prefix}_qa${i}`;
      qs.forEach((q, k) => {
        const x = scores[k];
        const y = (total - x) / (PER - 1);
        stat.n[q] += 1; stat.x[q] += x; stat.y[q] += y; stat.xx[q] += x * x; stat.yy[q] += y * y; stat.xy[q] += x * y;
        answers.push({ id: `${prefix}_qr${i}_${k}`, questionId: `${prefix}_q${q}`, userId: userId(n), isCorrect: x === 1, createdAt: at, attemptId: id, answer: "null", score: x, maxScore: 1, feedback: "", gradedAt: at });
      });
      return { id, lessonId: `${prefix}_quiz${c}`, courseId: courseId(c), userId: userId(n), number: Math.floor(i / sizes.learners) + 1, status: "graded", startedAt: at, submittedAt: at, gradedAt: at, questions: JSON.stringify(qs.map((q) => ({ questionId: `${prefix}_q${q}`, mark: 1 }))), answers: "{}", score: total, maxScore: PER, percent: total * 10, passed: total >= 7 };
    }, options.onProgress, () => answers.flush(false));
    await answers.flush(true);
    const statRows: Row[] = [];
    for (let q = 0; q < nq; q += 1) {
      if (stat.n[q]) statRows.push({ questionId: `${prefix}_q${q}`, n: stat.n[q], sumX: stat.x[q], pairs: stat.n[q], pairX: stat.x[q], pairY: stat.y[q], pairXX: stat.xx[q], pairYY: stat.yy[q], pairXY: stat.xy[q] });
    }
    await inBatches(writer, "QuestionStat", "item statistics", statRows.length, batchSize, (i) => statRows[i], options.onProgress);
    return answers.written;
  }
}
