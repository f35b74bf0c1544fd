import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handler } from "./handler";
import { notFound } from "./errors";
import { DomainError, tooManyRequests } from "@/lib/errors/domain";
import { prisma } from "@/lib/db";
import { idParamsSchema } from "@/lib/validation/common";
import { bearerHeaders, call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

// A small route built with the wrapper, exercising every part of it against the real database.
const update = handler(
  {
    access: { permission: ["questions", "update"] },
    params: idParamsSchema,
    body: z.object({ title: z.string().min(5, "Title must be at least 5 characters"), count: z.number().int() }),
    maxBodyBytes: 2_000,
  },
  async ({ params, body }) => {
    const user = await prisma.user.findUnique({ where: { id: params.id }, select: { id: true } });
    if (!user) throw notFound("User not found");
    return { data: { id: user.id, title: body.title, count: body.count } };
  },
) as RouteFn;

const publicRoute = handler({ access: { public: true } }, async ({ caller }) => ({ data: { signedIn: Boolean(caller) } })) as RouteFn;
const boom = handler({ access: { public: true } }, async () => {
  throw new Error("database exploded at /secret/path");
}) as RouteFn;

describe("the API wrapper", () => {
  it("answers 401 to an anonymous caller and 403 to a role without the permission", async () => {
    const anonymous = await call(update, { method: "PUT", params: { id: "abc" }, body: { title: "Hello world", count: 1 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: "UNAUTHORIZED", message: expect.any(String) });

    const learner = await createUser({ role: "user" });
    const forbidden = await call(update, { method: "PUT", params: { id: "abc" }, headers: await sessionHeaders(learner), body: { title: "Hello world", count: 1 } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toMatch(/permission/);
  });

  it("accepts a bearer access token as well as the session cookie", async () => {
    const staff = await createUser({ role: "staff" });
    const viaBearer = await call(update, { method: "PUT", params: { id: staff.id }, headers: await bearerHeaders(staff), body: { title: "Hello world", count: 2 } });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual({ data: { id: staff.id, title: "Hello world", count: 2 } });
  });

  it("answers malformed JSON with 400 and a readable message", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(update, { method: "PUT", params: { id: admin.id }, headers: await sessionHeaders(admin), rawBody: '{"title": "Hello' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON", code: "MALFORMED_JSON" });
  });

  it("answers a wrong type with 422 and per-field errors", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(update, { method: "PUT", params: { id: admin.id }, headers: await sessionHeaders(admin), body: { title: "Hi", count: "three" } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.errors).toMatchObject({ title: ["Title must be at least 5 characters"], count: [expect.any(String)] });
  });

  it("answers an oversized body with 413 before parsing it", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(update, { method: "PUT", params: { id: admin.id }, headers: await sessionHeaders(admin), body: { title: "x".repeat(5_000), count: 1 } });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("answers an unknown id with 404 and a malformed id with 400", async () => {
    const admin = await createUser({ role: "admin" });
    const headers = await sessionHeaders(admin);
    const unknown = await call(update, { method: "PUT", params: { id: "doesnotexist123" }, headers, body: { title: "Hello world", count: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
    const malformed = await call(update, { method: "PUT", params: { id: "../../etc/passwd" }, headers, body: { title: "Hello world", count: 1 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Id is malformed");
  });

  it("refuses a cookie-authenticated write from a foreign origin, but not a bearer one", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionHeaders(admin);
    const foreign = await call(update, { method: "PUT", params: { id: admin.id }, headers: { ...cookie, origin: "https://evil.example" }, body: { title: "Hello world", count: 1 } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("CSRF");
    const bearer = await call(update, { method: "PUT", params: { id: admin.id }, headers: { ...(await bearerHeaders(admin)), origin: "https://app.example" }, body: { title: "Hello world", count: 1 } });
    expect(bearer.status).toBe(200);
  });

  it("treats a revoked session or a deactivated account as signed out on the next request", async () => {
    const admin = await createUser({ role: "admin" });
    const headers = await sessionHeaders(admin);
    expect((await call(publicRoute, { headers })).body).toEqual({ data: { signedIn: true } });
    await prisma.user.update({ where: { id: admin.id }, data: { isActive: false } });
    expect((await call(publicRoute, { headers })).body).toEqual({ data: { signedIn: false } });
  });

  it("reads the role from the database, so a demotion takes effect at once", async () => {
    const admin = await createUser({ role: "admin" });
    const headers = await sessionHeaders(admin);
    await prisma.user.update({ where: { id: admin.id }, data: { role: "user" } });
    const res = await call(update, { method: "PUT", params: { id: admin.id }, headers, body: { title: "Hello world", count: 1 } });
    expect(res.status).toBe(403);
  });

  it("logs an unexpected error and answers a generic 500 with no stack trace", async () => {
    const res = await call(boom);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" });
    expect(res.text).not.toContain("secret/path");
  });

  it("maps a duplicate unique value to 409", async () => {
    const first = await createUser({ role: "user", email: "dup@example.test" });
    const dup = handler({ access: { public: true } }, async () => {
      await prisma.user.create({ data: { email: first.email, name: "Again", role: "user" } });
      return {};
    }) as RouteFn;
    const res = await call(dup, { method: "POST" });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it("answers a domain error by its code alone: the status, the chosen alternative, extra fields and Retry-After", async () => {
    const throwing = (error: DomainError) => handler({ access: { public: true } }, async () => Promise.reject(error)) as RouteFn;
    const lock = { unlocksAt: "2030-01-02T00:00:00.000Z", lockReason: "drip" };

    const read = await call(throwing(new DomainError("LOCKED", "This lesson opens on 2030-01-02", { extra: lock })));
    expect(read.status).toBe(423);
    expect(read.body).toEqual({ ...lock, message: "This lesson opens on 2030-01-02", code: "LOCKED" });

    const heartbeat = await call(throwing(new DomainError("LOCKED", "This lesson opens on 2030-01-02", { extra: lock, statusHint: 409 })));
    expect(heartbeat.status).toBe(409);
    expect(heartbeat.body).toEqual(read.body);

    const limited = await call(throwing(tooManyRequests("Too many attempts", 61.2)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("62");
    expect(limited.body).toEqual({ message: "Too many attempts", code: "TOO_MANY_REQUESTS" });
    expect((await call(throwing(tooManyRequests("Too many attempts", 0)))).headers.get("retry-after")).toBe("1");

    const notEnrolled = await call(throwing(new DomainError("NOT_ENROLLED", "Enroll first")));
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.headers.get("retry-after")).toBeNull();
  });
});
