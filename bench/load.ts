// `npm run bench:load`: 60 seconds of mixed reads and writes at 100 connections against
// a production server on a fresh seeded SQLite database, after 10 seconds of the no-op route as the
// baseline (our machines are shared: compare the ratio across runs, not the raw req/s).
//
// Each connection sends, round and round: GET /api/questions, GET /api/courses,
// GET /api/admin/students?search=…, GET /api/admin/dashboard/stats and POST /api/questions with a
// unique title, then a purchase (docs/domain/payments.md): POST /api/checkout as one of 40 bench learners, half of
// them with a coupon limited to 20 uses once per learner, and POST /api/checkout/{id}/test-pay with
// 4242… on the test provider. Two consecutive checkouts aim at the same learner and course, so
// concurrent connections race to buy it twice. It prints throughput, p50 and p99 (overall and per
// request), errors and non-2xx answers, and checks the database against what the server
// acknowledged: Question rows added = 201 answers, and every acknowledged title is stored; no
// duplicated enrollment, every paid order enrolled, and coupon redemptions within the limit, once
// per learner, one row per counted use. A checkout answered 409 ALREADY_ENROLLED or 422 (the coupon
// is used up or already used by that learner) is the product working, counted apart.
// POSTs that time out, or are still in flight when the clock stops, were sent but never answered;
// they may or may not have been written, so they are reported apart.
//
// Then mail under an outage (bench/mail-outage.ts, docs/domain/jobs.md): password-reset requests and
// course reads with a healthy SMTP server on loopback, then with the server refusing for the first
// half of the run, then healthy again; after each, once the queue has drained (bounded), lost and
// duplicated emails; and the outage run's throughput as a ratio of the healthy runs' around it.
//
// The server runs the test provider through ALLOW_TEST_PAYMENTS=1 (its APP_URL is loopback).
// Prints figures and warnings; always exits 0.
//   BENCH_DURATION=60 BENCH_NOOP_DURATION=10 BENCH_CONNECTIONS=100 BENCH_PORT=3200
//   BENCH_MAIL_DURATION=30 (each mail run) BENCH_MAIL_CONNECTIONS=10 BENCH_MAIL_DRAIN=180 (seconds to wait for the queue)
//   BENCH_SMTP_PORT=3300
//   BENCH_TIMEOUT=10 (seconds before autocannon gives up on a request and counts an error)
//   BENCH_SKIP_BUILD=1 reuses the last build in NEXT_DIST_DIR (default .next-bench).
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import { PrismaClient } from "../lib/generated/prisma/client";
import { createAdapterFactory } from "../lib/db/adapter";
import { DIFFICULTIES, QUESTION_CATEGORIES } from "../lib/validation/common";
import pg from "pg";
import { mailRun, startMailCatcher, type MailCatcher } from "./mail-outage";
import { signIn, startBenchServer, type BenchServer } from "./server";

const duration = Number(process.env.BENCH_DURATION || 60);
const noopDuration = Number(process.env.BENCH_NOOP_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 100);
const port = Number(process.env.BENCH_PORT || 3200);
const timeout = Number(process.env.BENCH_TIMEOUT || 10);
const mailDuration = Number(process.env.BENCH_MAIL_DURATION || 30);
const mailDrain = Number(process.env.BENCH_MAIL_DRAIN || 180);
// Fewer than the mix's: at 100 connections on a busy machine requests time out, and a timed-out
// reset request may or may not have sent its email, which blurs the count of lost ones.
const mailConnections = Number(process.env.BENCH_MAIL_CONNECTIONS || 10);
const smtpPort = Number(process.env.BENCH_SMTP_PORT || port + 100);

type Kind = "GET questions" | "GET courses" | "GET students?search" | "GET dashboard/stats" | "POST questions" | "POST checkout" | "POST test-pay";

const LEARNERS = 40;
const COUPON_LIMIT = 20;
type Tally = { sent: number; statuses: Map<number, number>; latencies: number[] };

const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "-");

function run(options: autocannon.Options, onResponse?: (statusCode: number, responseTime: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on("response", (_client, statusCode, _bytes, responseTime) => onResponse(statusCode, responseTime));
  });
}

/** Waits until the Question count stops moving (requests cut off at the end may still be committing). */
async function settledQuestionCount(db: PrismaClient): Promise<number> {
  let previous = await db.question.count();
  for (let i = 0; i < 30; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await db.question.count();
    if (now === previous && i >= 2) return now;
    previous = now;
  }
  return previous;
}

async function main() {
  let server: BenchServer | undefined;
  let db: PrismaClient | undefined;
  let catcher: MailCatcher | undefined;
  try {
    catcher = await startMailCatcher(smtpPort);
    server = await startBenchServer({ port, name: "bench-load", env: { PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "1", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    const cookie = await signIn(server.url, "admin@masterly.dev");
    db = new PrismaClient({ adapter: createAdapterFactory(server.env.DATABASE_URL) });

    // Buyers: fresh learners (a cheap hash: only the sign-in below checks it), a coupon, paid courses.
    const runTag = Date.now().toString(36);
    const hash = bcrypt.hashSync("masterly-demo", 4);
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, (_, i) =>
        db!.user.create({ data: { email: `load-buyer-${runTag}-${i}@example.test`, name: `Load Buyer ${i}`, role: "user", isEmailVerified: true, passwordHash: hash }, select: { id: true, email: true } }),
      ),
    );
    const learnerCookies: string[] = [];
    for (const learner of learners) learnerCookies.push(await signIn(server.url, learner.email));
    const couponCode = `LOAD${runTag}`.toUpperCase();
    const coupon = await db.coupon.create({ data: { code: couponCode, percentOff: 50, maxRedemptions: COUPON_LIMIT, oncePerLearner: true } });
    const paidCourses = (await db.course.findMany({ where: { status: "published", priceCents: { gt: 0 } }, select: { id: true }, orderBy: { id: "asc" } })).map((c) => c.id);
    if (paidCourses.length === 0) throw new Error("the seeded database has no paid published course to buy");

    // 0. Warm-up, not counted: the first request to each route loads its code.
    for (const path of ["/api/noop", "/api/questions", "/api/courses", "/api/admin/students?search=ma", "/api/admin/dashboard/stats"]) {
      await fetch(server.url + path, { headers: { cookie } }).then((r) => r.arrayBuffer());
    }
    await run({ url: `${server.url}/api/noop`, connections: 10, duration: 3 });

    // 1. The baseline: a route that does nothing, at the same concurrency.
    const noop = await run({ url: `${server.url}/api/noop`, connections, duration: noopDuration, timeout });
    const noopRps = noop.requests.average;

    // 2. The mix.
    const runId = Date.now().toString(36);
    const prefix = `Load ${runId} #`;
    const tallies = new Map<Kind, Tally>();
    const tally = (kind: Kind) => {
      let t = tallies.get(kind);
      if (!t) tallies.set(kind, (t = { sent: 0, statuses: new Map(), latencies: [] }));
      return t;
    };
    const acknowledged = new Set<string>();
    const searches = ["ma", "an", "li", "son", "jo", "ar", "em", "ri"];
    let sequence = 0;
    let postsSent = 0;
    let lastKind: Kind | undefined;
    const base = { cookie };

    let checkouts = 0;
    const expected = { alreadyEnrolled: 0, couponRefused: 0 };
    const entry = (
      kind: Kind,
      request: autocannon.Request,
      vary?: (request: autocannon.Request, context: autocannon.Context) => autocannon.Request | null,
      onBody?: (status: number, body: string, context: autocannon.Context) => void,
    ): autocannon.Request => ({
      ...request,
      headers: { ...base, ...request.headers },
      setupRequest: (req, context) => {
        const next = vary ? vary(req, context) : req;
        if (next) tally(kind).sent += 1; // called as each request is sent (null restarts the sequence)
        return next;
      },
      onResponse: (status, body, context) => {
        lastKind = kind; // the instance's "response" event for this answer follows at once
        const t = tally(kind);
        t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
        onBody?.(status, body, context);
        if (kind === "POST questions" && status === 201) {
          try {
            const title = (JSON.parse(body) as { data?: { question?: { title?: string } } }).data?.question?.title;
            if (title) acknowledged.add(title);
          } catch {
            // counted by status; an unreadable body shows up as a missing title below
          }
        }
      },
    });

    const requests: autocannon.Request[] = [
      entry("GET questions", { method: "GET", path: "/api/questions" }, (req) => ({ ...req, path: `/api/questions?page=${1 + (sequence++ % 4)}` })),
      entry("GET courses", { method: "GET", path: "/api/courses" }),
      entry("GET students?search", { method: "GET", path: "/api/admin/students?search=ma" }, (req) => ({
        ...req,
        path: `/api/admin/students?search=${searches[sequence++ % searches.length]}`,
      })),
      entry("GET dashboard/stats", { method: "GET", path: "/api/admin/dashboard/stats" }),
      entry("POST questions", { method: "POST", path: "/api/questions", headers: { "content-type": "application/json" } }, (req) => {
        postsSent += 1;
        const n = postsSent;
        return {
          ...req,
          body: JSON.stringify({
            title: `${prefix}${n}: what does a closure capture?`,
            description: "Written by bench:load to measure writes under mixed load.",
            type: "essay",
            difficulty: DIFFICULTIES[n % DIFFICULTIES.length],
            category: QUESTION_CATEGORIES[n % QUESTION_CATEGORIES.length],
            tags: "load, bench",
          }),
        };
      }),
      entry(
        "POST checkout",
        { method: "POST", path: "/api/checkout", headers: { "content-type": "application/json" } },
        (req, context) => {
          const n = checkouts++;
          // Two consecutive checkouts share a learner and a course: concurrent connections race for it.
          const pair = Math.floor(n / 2);
          const learner = pair % LEARNERS;
          const courseId = paidCourses[Math.floor(pair / LEARNERS) % paidCourses.length];
          context.orderId = undefined;
          context.buyerCookie = learnerCookies[learner];
          return { ...req, headers: { ...req.headers, cookie: learnerCookies[learner] }, body: JSON.stringify({ courseId, ...(n % 2 === 0 ? { couponCode: couponCode.toLowerCase() } : {}) }) };
        },
        (status, body, context) => {
          try {
            const parsed = JSON.parse(body) as { code?: string; data?: { order?: { id?: string }; checkoutUrl?: string | null }; errors?: Record<string, string[]> };
            if (status === 201 && parsed.data?.checkoutUrl) context.orderId = parsed.data.order?.id;
            if (status === 409 && parsed.code === "ALREADY_ENROLLED") expected.alreadyEnrolled += 1;
            if (status === 422 && parsed.errors?.couponCode) expected.couponRefused += 1;
          } catch {
            // counted by status
          }
        },
      ),
      entry("POST test-pay", { method: "POST", path: "/api/checkout/x/test-pay", headers: { "content-type": "application/json" } }, (req, context) => {
        const orderId = context.orderId as string | undefined;
        if (!orderId) return null; // nothing to pay: start the next round
        return { ...req, path: `/api/checkout/${orderId}/test-pay`, headers: { ...req.headers, cookie: context.buyerCookie as string }, body: JSON.stringify({ cardNumber: "4242 4242 4242 4242" }) };
      }),
    ];

    const before = await db.question.count();
    const activityBefore = await db.activityLog.count({ where: { type: "question_added" } });
    const all: number[] = [];
    const mixed = await run({ url: server.url, connections, duration, timeout, requests }, (_status, responseTime) => {
      all.push(responseTime);
      if (lastKind) tally(lastKind).latencies.push(responseTime);
      lastKind = undefined;
    });
    const after = await settledQuestionCount(db);
    const activityAfter = await db.activityLog.count({ where: { type: "question_added" } });
    const stored = new Set(
      (await db.question.findMany({ where: { title: { startsWith: prefix } }, select: { title: true } })).map((q) => q.title),
    );

    // 3. Figures.
    const mixedRps = mixed.requests.average;
    const ratio = noopRps > 0 ? mixedRps / noopRps : NaN;
    all.sort((a, b) => a - b);
    const posts = tally("POST questions");
    const created = posts.statuses.get(201) ?? 0;
    const postAnswers = [...posts.statuses.values()].reduce((a, b) => a + b, 0);
    const unanswered = postsSent - postAnswers;
    const added = after - before;
    const missing = [...acknowledged].filter((title) => !stored.has(title));
    const totalAnswers = [...tallies.values()].reduce((sum, t) => sum + [...t.statuses.values()].reduce((a, b) => a + b, 0), 0);

    console.log(`\nbench:load — ${duration} s of mixed reads and writes at ${connections} connections (production build, SQLite, fresh seeded database)`);
    console.log(`\nno-op baseline (${noopDuration} s): ${Math.round(noopRps)} req/s, p50 ${ms(noop.latency.p50)}, p99 ${ms(noop.latency.p99)}, errors ${noop.errors}, non-2xx ${noop.non2xx}`);
    console.log(
      `mixed:   ${Math.round(mixedRps)} req/s = ${ratio.toFixed(2)} × no-op; p50 ${ms(mixed.latency.p50)}, p99 ${ms(mixed.latency.p99)} (2xx answers); ` +
        `p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))} (every answer)`,
    );
    console.log(`         ${totalAnswers} answers, errors ${mixed.errors} (timeouts after ${timeout} s: ${mixed.timeouts}), non-2xx ${mixed.non2xx}`);

    const rows = [...tallies.entries()].map(([kind, t]) => {
      const count = [...t.statuses.values()].reduce((a, b) => a + b, 0);
      const sorted = [...t.latencies].sort((a, b) => a - b);
      const non2xx = [...t.statuses.entries()].filter(([s]) => s < 200 || s >= 300);
      return {
        request: kind,
        answers: count,
        share: `${((count / Math.max(1, totalAnswers)) * 100).toFixed(0)} %`,
        "2xx": count - non2xx.reduce((a, [, c]) => a + c, 0),
        "non-2xx": non2xx.map(([s, c]) => `${s}×${c}`).join(" ") || "0",
        unanswered: t.sent - count,
        "p50 ms": Math.round(percentile(sorted, 50)),
        "p99 ms": Math.round(percentile(sorted, 99)),
      };
    });
    console.table(rows);

    console.log("consistency (Question rows counted with Prisma on the bench database before and after):");
    console.log(`  rows before ${before}, after ${after}: ${added} added; 201 answers ${created}; activity entries added ${activityAfter - activityBefore}`);
    console.log(`  POSTs sent ${postsSent}, answered ${postAnswers}, unanswered ${unanswered} (timed out after ${timeout} s, or still in flight when the run stopped)`);
    console.log(`  acknowledged titles missing from the database: ${missing.length}; stored titles never acknowledged: ${stored.size - (acknowledged.size - missing.length)}`);
    if (missing.length > 0) warn(`${missing.length} acknowledged writes are not in the database (first: "${missing[0]}")`);
    if (added === created) console.log(`  OK: rows added (${added}) = 201 answers (${created})`);
    else if (added > created && added - created <= unanswered) {
      console.log(`  OK: rows added (${added}) = 201 answers (${created}) + ${added - created} of the ${unanswered} unanswered POSTs (committed after the client gave up)`);
    } else warn(`rows added (${added}) ≠ 201 answers (${created}) (${unanswered} POSTs went unanswered)`);
    // Purchases: one enrollment per learner and course, each paid order enrolled, the coupon within its limit.
    const buyerIds = learners.map((l) => l.id);
    const [orders, enrollments, redemptions, couponAfter] = await Promise.all([
      db.order.findMany({ where: { userId: { in: buyerIds } }, select: { id: true, userId: true, courseId: true, status: true, couponId: true } }),
      db.enrollment.findMany({ where: { userId: { in: buyerIds } }, select: { userId: true, courseId: true, unenrolledAt: true } }),
      db.couponRedemption.findMany({ where: { couponId: coupon.id, status: "redeemed" }, select: { userId: true, orderId: true } }),
      db.coupon.findUniqueOrThrow({ where: { id: coupon.id }, select: { redemptionCount: true } }),
    ]);
    const byStatus = new Map<string, number>();
    for (const o of orders) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const pairKey = (o: { userId: string; courseId: string }) => `${o.userId}/${o.courseId}`;
    const enrollmentCount = new Map<string, number>();
    for (const e of enrollments) enrollmentCount.set(pairKey(e), (enrollmentCount.get(pairKey(e)) ?? 0) + 1);
    const duplicatedEnrollments = [...enrollmentCount.values()].filter((c) => c > 1).length;
    const paid = orders.filter((o) => o.status === "paid");
    const active = new Set(enrollments.filter((e) => !e.unenrolledAt).map(pairKey));
    const paidNotEnrolled = paid.filter((o) => !active.has(pairKey(o))).length;
    const paidPairs = new Map<string, number>();
    for (const o of paid) paidPairs.set(pairKey(o), (paidPairs.get(pairKey(o)) ?? 0) + 1);
    const paidTwice = [...paidPairs.values()].filter((c) => c > 1).length;
    const redeemers = new Set(redemptions.map((r) => r.userId));
    const paidIds = new Set(paid.map((o) => o.id));
    const redemptionsOfUnpaid = redemptions.filter((r) => !paidIds.has(r.orderId)).length;
    console.log("purchases (bench learners' orders, enrollments and coupon redemptions after the run):");
    console.log(`  checkouts sent ${tally("POST checkout").sent}, payments sent ${tally("POST test-pay").sent}; expected refusals: ${expected.alreadyEnrolled} × 409 ALREADY_ENROLLED, ${expected.couponRefused} × 422 coupon used up or already used`);
    console.log(`  orders ${orders.length}: ${[...byStatus.entries()].map(([k, v]) => `${k} ${v}`).join(", ") || "none"}; enrollments ${enrollments.length} (${active.size} active)`);
    console.log(`  duplicated enrollments ${duplicatedEnrollments}; paid orders without an active enrollment ${paidNotEnrolled}; learner+course pairs paid twice (second recorded, not enrolled) ${paidTwice}`);
    console.log(`  coupon ${couponCode}: counted ${couponAfter.redemptionCount}, redemption rows ${redemptions.length}, limit ${COUPON_LIMIT}, learners who redeemed twice ${redemptions.length - redeemers.size}, redemptions of unpaid orders ${redemptionsOfUnpaid}`);
    if (duplicatedEnrollments > 0) warn(`${duplicatedEnrollments} learner+course pairs have more than one enrollment`);
    if (paidNotEnrolled > 0) warn(`${paidNotEnrolled} paid orders have no active enrollment`);
    if (couponAfter.redemptionCount !== redemptions.length) warn(`the coupon counts ${couponAfter.redemptionCount} uses but has ${redemptions.length} redemption rows`);
    if (redemptions.length > COUPON_LIMIT) warn(`the coupon was redeemed ${redemptions.length} times, above its limit of ${COUPON_LIMIT}`);
    if (redemptions.length !== redeemers.size) warn(`${redemptions.length - redeemers.size} learners redeemed the once-per-learner coupon twice`);
    if (redemptionsOfUnpaid > 0) warn(`${redemptionsOfUnpaid} redemptions belong to orders that are not paid`);
    if (tally("POST checkout").sent === 0) warn("no checkout was sent");

    if (activityAfter - activityBefore !== added) warn(`activity entries added (${activityAfter - activityBefore}) ≠ questions added (${added})`);

    if (mixed.errors > 0) warn(`${mixed.errors} request errors (${mixed.timeouts} timeouts)`);
    const unexpectedNon2xx = mixed.non2xx - expected.alreadyEnrolled - expected.couponRefused;
    if (unexpectedNon2xx > 0) warn(`${unexpectedNon2xx} non-2xx answers besides the expected checkout refusals (see the table)`);
    if (noop.errors + noop.non2xx > 0) warn(`the no-op baseline had ${noop.errors} errors and ${noop.non2xx} non-2xx answers`);
    const readShare = rows.filter((r) => r.request.startsWith("GET")).reduce((a, r) => a + r.answers, 0) / Math.max(1, totalAnswers);
    // 4 reads in a round of 7 requests, or of 6 when a checkout leaves nothing to pay.
    if (readShare < 0.5 || readShare > 0.7) warn(`reads were ${(readShare * 100).toFixed(0)} % of answers, not the 57-67 % of the mix`);
    if (mixed.latency.p99 > 5_000) warn(`p99 ${ms(mixed.latency.p99)} is above 5 s`);

    // 4. Mail under an outage.
    const databaseUrl = server.env.DATABASE_URL;
    const pending = databaseUrl.startsWith("file:")
      ? () => db!.job.count({ where: { name: "email", state: { in: ["waiting", "active"] } } })
      : async () => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            return Number((await client.query(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email' AND state < 'completed'`)).rows[0].n);
          } finally {
            await client.end();
          }
        };
    const mailLearners = async (tag: string) =>
      (
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            db!.user.create({ data: { email: `load-mail-${tag}-${runTag}-${i}@example.test`, name: `Load Mail ${i}`, role: "user", isEmailVerified: true, passwordHash: hash }, select: { email: true } }),
          ),
        )
      ).map((user) => user.email);
    const common = { url: server.url, catcher, duration: mailDuration, connections: mailConnections, drainTimeoutSeconds: mailDrain, pending };
    // Healthy runs before and after the outage: the database grows from run to run (tokens, jobs,
    // activity), so the outage is compared with the mean of the two around it.
    const healthy = await mailRun({ ...common, label: "healthy SMTP", emails: await mailLearners("healthy"), outageSeconds: 0 });
    const outage = await mailRun({ ...common, label: `SMTP refusing for ${mailDuration / 2} s`, emails: await mailLearners("outage"), outageSeconds: mailDuration / 2 });
    const healthyAgain = await mailRun({ ...common, label: "healthy SMTP, again", emails: await mailLearners("again"), outageSeconds: 0 });
    const healthyRps = (healthy.rps + healthyAgain.rps) / 2;
    const mailRatio = healthyRps > 0 ? outage.rps / healthyRps : NaN;
    console.log(`\nmail (${mailDuration} s each of password-reset requests and course reads at ${mailConnections} connections, SMTP on loopback):`);
    console.table(
      [healthy, outage, healthyAgain].map((r) => ({
        run: r.label,
        "req/s": Math.round(r.rps),
        "p99 ms": Math.round(r.p99),
        "emails owed (200 answers)": r.answered,
        "unanswered resets": r.unanswered,
        received: r.received,
        lost: r.lost,
        duplicates: r.duplicates,
        "queue drained after": `${r.drainSeconds.toFixed(0)} s${r.drained ? "" : " (not drained)"}`,
      })),
    );
    console.log(`  throughput with the outage: ${mailRatio.toFixed(2)} × the mean of the healthy runs'`);
    for (const r of [healthy, outage, healthyAgain]) {
      if (r.lost !== 0) warn(`${r.label}: ${r.lost} emails lost (owed ${r.answered}, received ${r.received})`);
      if (r.duplicates > 0) warn(`${r.label}: ${r.duplicates} emails received twice`);
      if (r.received > r.answered + r.unanswered) warn(`${r.label}: ${r.received} emails received for ${r.answered} 200 answers and ${r.unanswered} unanswered requests`);
      if (!r.drained) warn(`${r.label}: the email queue had not drained after ${mailDrain} s`);
    }
    if (!(mailRatio >= 0.9)) warn(`throughput with the SMTP outage is ${mailRatio.toFixed(2)} × the healthy runs' mean, more than 10 % below`);
  } catch (error) {
    warn(`bench:load could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await db?.$disconnect().catch(() => {});
    server?.stop();
    await catcher?.close();
  }
  if (warnings.length) {
    console.log(`\n${warnings.length} warning(s):`);
    for (const w of warnings) console.log(`  ! ${w}`);
  } else console.log("\nno warnings");
}

await main();
process.exit(0);
