// The success bodies the OpenAPI document promises are the ones the server sends.
// Every GET that answers JSON documents its body (`handler({ response })`), and each is called
// here on the seeded database, as a role allowed to read it and with real ids, and its answer is
// validated against the document's schema (objects are closed: a field the document does not
// name, such as a leaked hash, fails).
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { buildOpenApi } from "@/lib/api/openapi";
import { routesForDocument } from "@/lib/api/openapi-document";
import { createCoupon } from "@/features/coupons/server/crud";
import { startAttempt } from "@/features/quizzes/server/attempts/attempts";
import { call, sessionHeaders, type RouteFn } from "@/test/helpers";
import { demoAccounts } from "@/test/seeded";
import { ROUTE_INVENTORY } from "./route-inventory";
import { concretePath, discoverRoutes, loadMethods, paramsFor } from "./routes";

/** GETs that answer something other than a JSON document of their own (files are documented by content type: handler config `download`). */
const UNDOCUMENTED: Record<string, string> = {
  "/api/auth/[...nextauth]": "next-auth's own endpoints (answer 404 here)",
  "/api/admin/analytics/export": "CSV",
  "/api/admin/audit/export": "CSV",
  "/api/admin/students/export": "CSV",
  "/api/admin/orders/export": "CSV",
  "/api/admin/students/template": "CSV",
  "/api/questions/export": "CSV",
  "/api/questions/template": "CSV",
  "/api/uploads/avatars/[file]": "an image",
  "/api/uploads/courses/[file]": "an image",
  "/api/uploads/questions/[file]": "an image",
  "/api/certificates/[code]/pdf": "a PDF",
  "/api/learn/[courseId]/lessons/[lessonId]/media": "a video or file",
};

/** JSON GETs documented but not called here: their input cannot be had from the seeded database. */
const CHECKED_BY_ROUTE_TESTS: Record<string, string> = {
  "/api/invitations": "needs an invitation link's token, which is only ever mailed (features/staff/api/invitations.test.ts's answers pass the response audit of test/setup-env.ts)",
};

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
let document: Doc;
const ids: Record<string, string> = {};
const who: Record<"admin" | "learner", { id: string; email: string; name: string; role: string }> = {} as never;

beforeAll(async () => {
  const modules = [];
  for (const route of discoverRoutes()) {
    if (route.pattern !== "/api/openapi.json") modules.push({ pattern: route.pattern, module: (await import(route.file)) as Record<string, unknown> });
  }
  document = buildOpenApi(routesForDocument(modules)) as unknown as Doc;
  const accounts = await demoAccounts();
  who.admin = accounts.admin;
  who.learner = accounts.learner;
  ids.staff = (await prisma.user.findFirstOrThrow({ where: { role: "staff" } })).id;
  ids.student = who.learner.id;
  ids.question = (await prisma.question.findFirstOrThrow()).id;
  ids.order = (await prisma.order.findFirstOrThrow({ where: { userId: who.learner.id } })).id;
  // A quiz in a course the learner is enrolled in and may take now (not locked), and one attempt at
  // it: the course, lesson and attempt ids of the learner's routes (row order differs per database).
  const enrolled = await prisma.enrollment.findMany({ where: { userId: who.learner.id, unenrolledAt: null }, select: { courseId: true } });
  for (const quiz of await prisma.quiz.findMany({ where: { courseId: { in: enrolled.map((e) => e.courseId) } }, orderBy: { lessonId: "asc" } })) {
    const started = await startAttempt(quiz.courseId, quiz.lessonId, who.learner).catch(() => null);
    if (!started) continue;
    Object.assign(ids, { course: quiz.courseId, quizLesson: quiz.lessonId, attempt: started.row.id });
    break;
  }
  if (!ids.attempt) throw new Error("The seed has no quiz the learner can take");
  ids.certificate = (await prisma.certificate.findFirstOrThrow()).code;
  ids.coupon = (await createCoupon({ code: "DOCS10", percentOff: 10, courseIds: [], oncePerLearner: false } as Parameters<typeof createCoupon>[0])).id;
}, 120_000);

function idFor(pattern: string, name: string): string {
  if (name === "group") return "general";
  if (name === "courseId") return ids.course;
  if (name === "lessonId") return ids.quizLesson;
  if (name === "code") return ids.certificate;
  if (pattern.startsWith("/api/attempts/")) return ids.attempt;
  for (const kind of ["staff", "students", "questions", "orders", "coupons"] as const) {
    if (pattern.includes(`/${kind}/`)) return ids[{ staff: "staff", students: "student", questions: "question", orders: "order", coupons: "coupon" }[kind]];
  }
  return ids.course;
}

describe("documented success bodies", () => {
  it("every JSON GET documents its body, or says why not", () => {
    const missing = Object.entries(ROUTE_INVENTORY)
      .filter(([pattern, methods]) => methods.GET && !(pattern in UNDOCUMENTED))
      .map(([pattern]) => pattern)
      .filter((pattern) => !document.paths[pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")]?.get?.responses["200"]?.content);
    expect(missing).toEqual([]);
  });

  it("match what the server answers, on real rows", async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const failures: string[] = [];
    let checked = 0;
    for (const route of discoverRoutes()) {
      const path = route.pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
      const schema = document.paths[path]?.get?.responses["200"]?.content?.["application/json"]?.schema;
      if (!schema || route.pattern in CHECKED_BY_ROUTE_TESTS) continue;
      const requirement = ROUTE_INVENTORY[route.pattern]?.GET;
      const role = requirement === "signedIn" && !route.pattern.startsWith("/api/auth") ? "learner" : "admin";
      const params = paramsFor(route.pattern, (name) => idFor(route.pattern, name));
      const methods = await loadMethods(route.file);
      const res = await call(methods.GET as RouteFn, { method: "GET", path: concretePath(route.pattern, params), params, headers: await sessionHeaders(who[role]) });
      if (res.status !== 200) {
        failures.push(`${route.pattern}: answered ${res.status} ${res.text.slice(0, 200)}`);
        continue;
      }
      const validate = ajv.compile(schema);
      if (!validate(res.body)) failures.push(`${route.pattern}: ${ajv.errorsText(validate.errors, { separator: "\n  " })}`);
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  }, 120_000);
});
