// The smaller holes an outside test found (docs/security.md §6-§8), each tried against the real handlers.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as TEMPLATE } from "@/app/api/admin/students/template/route";
import { GET as ANALYTICS } from "@/app/api/admin/analytics/route";
import { POST as REGISTER } from "@/app/api/auth/register/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { GET as ME } from "@/app/api/auth/me/route";
import { PUT as UPDATE_PROFILE } from "@/app/api/profile/route";
import { POST as INVITE } from "@/app/api/admin/staff/invite/route";
import { DELETE as REMOVE_STAFF, PUT as UPDATE_STAFF } from "@/app/api/admin/staff/[id]/route";
import { assertSameOrigin } from "@/lib/api/handler";
import { aggregateCacheSize, cachedAggregate, clearAggregates } from "@/lib/db/aggregate-cache";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { outboxLogLines } from "@/lib/email/transport";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let adminH: Record<string, string>;
let ip = 0;
const fresh = () => ({ "x-real-ip": `10.17.8.${++ip}` });
const register = (body: Record<string, unknown>) => call(REGISTER as RouteFn, { method: "POST", body, headers: fresh() });

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  adminH = await sessionHeaders(admin);
});

afterEach(() => vi.restoreAllMocks());

describe("spreadsheet formulas", () => {
  it("the students CSV template escapes a course title that a spreadsheet would run", async () => {
    await prisma.course.create({
      data: {
        title: '=HYPERLINK("https://evil.example","Click")',
        description: "A course whose title is a formula.",
        category: "Design",
        level: "beginner",
        priceCents: 0,
        duration: "1 hour",
        instructor: "Ivy",
        status: "published",
        createdAt: new Date("2000-01-01"),
      },
    });
    const res = await call(TEMPLATE as RouteFn, { headers: adminH });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/(^|[,"])=HYPERLINK/m);
    expect(res.text).toContain("'=HYPERLINK");
  });
});

describe("passwords", () => {
  it("refuses a new password bcrypt would silently cut at 72 bytes", async () => {
    const res = await register({ name: "Long Password", email: `long-${Date.now()}@example.test`, password: "é".repeat(40) });
    expect(res.status).toBe(422);
    expect((res.body.errors as Record<string, string[]>).password[0]).toMatch(/72 bytes/);
  });
});

describe("registration does not reveal who has an account", () => {
  it("answers an existing email exactly as a new one, and tells the owner by email instead", async () => {
    const owner = await createUser({ email: `owner-${Date.now()}@example.test` });
    const taken = await register({ name: "Someone Else", email: owner.email, password: "a-long-password-1" });
    const free = await register({ name: "Someone New", email: `new-${Date.now()}@example.test`, password: "a-long-password-1" });
    expect(taken.status).toBe(free.status);
    expect(taken.body.message).toBe(free.body.message);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.text).not.toMatch(/already exists/i);
    const fs = await import("node:fs");
    const dir = process.env.MAIL_OUTBOX_DIR as string;
    const safe = owner.email.replace(/[^a-z0-9@._-]/gi, "_");
    expect(fs.readdirSync(dir).some((f) => f.endsWith(`-${safe}.eml`))).toBe(true);
  });
});

describe("Cache-Control", () => {
  it("authenticated and token-bearing API answers carry no-store", async () => {
    const me = await call(ME as RouteFn, { headers: adminH });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const user = await createUser();
    const login = await call(LOGIN as RouteFn, { method: "POST", body: { email: user.email, password: user.password }, headers: fresh() });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const refused = await call(ME as RouteFn, {});
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("names", () => {
  const bad = ["Eve\u0000Null", "\u202Eevil.exe", "\u200B\u200B\u200B\u200B", "Lena\nYour account is suspended: https://evil.example", "Tab\tName"];

  it.each(bad)("register refuses %j", async (name) => {
    const res = await register({ name, email: `n-${Date.now()}-${ip}@example.test`, password: "a-long-password-1" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("name");
  });

  it("the profile and the staff invitation refuse them too", async () => {
    for (const name of bad) {
      const profile = await call(UPDATE_PROFILE as RouteFn, { method: "PUT", body: { name }, headers: adminH });
      expect(profile.status, JSON.stringify(name)).toBe(422);
      const invite = await call(INVITE as RouteFn, { method: "POST", body: { fullName: name, email: `i-${Date.now()}@example.test` }, headers: adminH });
      expect(invite.status, JSON.stringify(name)).toBe(422);
    }
    // Ordinary names, accents and scripts included, still pass.
    const ok = await call(UPDATE_PROFILE as RouteFn, { method: "PUT", body: { name: "Zoë O'Brien-Łukasz 李" }, headers: adminH });
    expect(ok.status).toBe(200);
  });
});

describe("mail without SMTP in production", () => {
  it("never prints an emailed link (a reset or invitation token) to the log", () => {
    const text = "Reset: https://learn.example.com/reset-password?token=SECRET-TOKEN-VALUE";
    expect(outboxLogLines({ subject: "Reset", to: "a@b.c", file: "x.eml", text, production: true }).join("\n")).not.toContain("SECRET-TOKEN-VALUE");
    expect(outboxLogLines({ subject: "Reset", to: "a@b.c", file: "x.eml", text, production: false }).join("\n")).toContain("SECRET-TOKEN-VALUE");
  });
});

describe("analytics", () => {
  it("answers 422, not 500, for a date before year 1", async () => {
    const res = await call(ANALYTICS as RouteFn, { query: { at: "0000-01-01T00:00:00Z" }, headers: adminH });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("at");
  });
});

describe("invitations of a removed or demoted admin", () => {
  async function inviteAs(inviter: TestUser) {
    const email = `invitee-${Date.now()}-${++ip}@example.test`;
    const res = await call(INVITE as RouteFn, { method: "POST", body: { fullName: "Ivy Invitee", email, role: "admin" }, headers: await sessionHeaders(inviter) });
    expect(res.status, res.text).toBe(201);
    return prisma.staffInvitation.findFirstOrThrow({ where: { email } });
  }

  it("are revoked when that admin is demoted", async () => {
    const inviter = await createUser({ role: "admin" });
    const invitation = await inviteAs(inviter);
    const res = await call(UPDATE_STAFF as RouteFn, { method: "PUT", params: { id: inviter.id }, body: { role: "staff" }, headers: adminH });
    expect(res.status).toBe(200);
    expect((await prisma.staffInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).revokedAt).not.toBeNull();
  });

  it("are revoked when that admin is removed, so the link no longer makes an admin", async () => {
    const inviter = await createUser({ role: "admin" });
    const invitation = await inviteAs(inviter);
    expect((await call(REMOVE_STAFF as RouteFn, { method: "DELETE", params: { id: inviter.id }, headers: adminH })).status).toBe(200);
    const row = await prisma.staffInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.revokedAt).not.toBeNull();
  });
});

describe("CSRF behind no proxy", () => {
  it("does not believe X-Forwarded-Host without TRUST_PROXY", () => {
    const req = new Request("http://localhost:3000/api/profile", {
      method: "PUT",
      headers: { host: "localhost:3000", origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(() => assertSameOrigin(req, { ...getEnv(), TRUST_PROXY: false })).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(req, { ...getEnv(), TRUST_PROXY: true })).not.toThrow();
  });
});

describe("the figure cache", () => {
  it("keeps a bounded number of entries however many distinct searches arrive", async () => {
    clearAggregates();
    for (let i = 0; i < 3000; i += 1) await cachedAggregate(`students:count:search-${i}`, async () => i);
    expect(aggregateCacheSize()).toBeLessThanOrEqual(1000);
    clearAggregates();
  });
});
