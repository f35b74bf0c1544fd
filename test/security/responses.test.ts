// Issue 18 item 4: the success bodies the OpenAPI document promises are the ones the server sends.
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
import { createCoupon } from "@/lib/data/coupons/crud";
import { seedDatabase } from "@/prisma/seed";
import { call, sessionHeaders, type RouteFn } from "@/test/helpers";
import { ROUTE_INVENTORY } from "./route-inventory";
import { concretePath, discoverRoutes, loadMethods, paramsFor } from "./routes";

/** GETs that answer something other than a JSON document of their own, or whose body is not yet documented. */
const UNDOCUMENTED: Record<string, string> = {
  "/api/auth/[...nextauth]": "next-auth's own endpoints (answer 404 here)",
  "/api/openapi.json": "the document itself",
  "/api/admin/analytics/export": "CSV",
  "/api/admin/audit/export": "CSV",
  "/api/admin/students/export": "CSV",
  "/api/admin/orders/export": "CSV",
  "/api/admin/students/template": "CSV",
  "/api/questions/export": "CSV",
  "/api/questions/template": "CSV",
  "/api/uploads/avatars/[file]": "a file",
  "/api/uploads/courses/[file]": "a file",
  "/api/uploads/questions/[file]": "a file",
  "/api/certificates/[code]/pdf": "a PDF",
  "/api/learn/[courseId]/lessons/[lessonId]/media": "a file",
  "/api/certificates/[code]/verify": "a certificate check; documented with the certificates issue's own tests",
  "/api/invitations": "a token check for the accept page",
  "/api/courses/[id]/enrollment": "enrollment status",
  "/api/courses/[id]/lessons/[lessonId]": "a lesson for the builder; its kind-specific body is still moving (issue 21)",
  "/api/learn/[courseId]/lessons/[lessonId]": "a lesson for the player; its kind-specific body is still moving (issue 21)",
  "/api/learn/[courseId]/lessons/[lessonId]/attempts": "quiz attempts (issue 21)",
  "/api/attempts/[id]": "a quiz attempt (issue 21)",
};

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
let document: Doc;
const ids: Record<string, string> = {};
const who: Record<"admin" | "learner", { id: string; email: string; name: string; role: string }> = {} as never;

beforeAll(async () => {
  await seedDatabase(prisma);
  const modules = [];
  for (const route of discoverRoutes()) {
    if (route.pattern !== "/api/openapi.json") modules.push({ pattern: route.pattern, module: (await import(route.file)) as Record<string, unknown> });
  }
  document = buildOpenApi(routesForDocument(modules)) as unknown as Doc;
  who.admin = await prisma.user.findFirstOrThrow({ where: { email: "admin@masterly.dev" } });
  who.learner = await prisma.user.findFirstOrThrow({ where: { email: "learner@masterly.dev" } });
  const enrollment = await prisma.enrollment.findFirstOrThrow({ where: { userId: who.learner.id } });
  ids.course = enrollment.courseId;
  ids.staff = (await prisma.user.findFirstOrThrow({ where: { role: "staff" } })).id;
  ids.student = who.learner.id;
  ids.question = (await prisma.question.findFirstOrThrow()).id;
  ids.order = (await prisma.order.findFirstOrThrow({ where: { userId: who.learner.id } })).id;
  ids.quizLesson = (await prisma.quiz.findFirstOrThrow()).lessonId;
  ids.coupon = (await createCoupon({ code: "DOCS10", percentOff: 10, courseIds: [], oncePerLearner: false } as Parameters<typeof createCoupon>[0])).id;
}, 120_000);

function idFor(pattern: string, name: string): string {
  if (name === "group") return "general";
  if (name === "courseId") return ids.course;
  if (name === "lessonId") return ids.quizLesson;
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
      if (!schema) continue;
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
