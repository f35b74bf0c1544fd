// The account lockout was once a weapon (anyone could lock anyone, admins included,
// and every lock emailed every admin) and an oracle (a locked account answered ACCOUNT_LOCKED while
// an unknown email kept answering "Invalid email or password"). Failures are now counted per
// account and client address, unknown emails lock alike, and lock alerts are capped (docs/security.md §5).
import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { call, createUser, type RouteFn } from "@/test/helpers";
import { clearOutbox } from "@/test/mail";

const post = (email: string, password: string, ip: string) =>
  call(login as RouteFn, { method: "POST", body: { email, password }, headers: { "x-real-ip": ip } });

function lockAlerts(): number {
  const dir = process.env.MAIL_OUTBOX_DIR as string;
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir).filter((f) => fs.readFileSync(`${dir}/${f}`, "utf8").includes("an account was locked")).length;
}

beforeEach(() => clearOutbox());

describe("account lockout", () => {
  it("five wrong passwords from one address lock that address out, not the owner signing in from another", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 1; i <= 4; i += 1) expect((await post(admin.email, `wrong-${i}`, "198.51.100.1")).status).toBe(401);
    const locked = await post(admin.email, "wrong-5", "198.51.100.1");
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("ACCOUNT_LOCKED");
    expect((await post(admin.email, admin.password, "198.51.100.1")).status).toBe(429);

    const owner = await post(admin.email, admin.password, "198.51.100.2");
    expect(owner.status, owner.text).toBe(200);
  });

  it("an unknown email answers exactly as a known one, lock included, so locking reveals no account", async () => {
    const known = await createUser();
    const unknown = `nobody-${Date.now()}@example.test`;
    const answers = async (email: string, ip: string) => {
      const out: string[] = [];
      for (let i = 1; i <= 6; i += 1) {
        const res = await post(email, `wrong-${i}`, ip);
        out.push(`${res.status} ${res.body.code} ${res.body.message} ${res.headers.get("retry-after") ? "retry-after" : ""}`);
      }
      return out;
    };
    const forKnown = await answers(known.email, "198.51.100.3");
    const forUnknown = await answers(unknown, "198.51.100.4");
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown[4]).toMatch(/^429 ACCOUNT_LOCKED/);
  });

  it("emails the admins once per locked account per hour, however many addresses lock it", async () => {
    const { prisma } = await import("@/lib/db");
    await createUser({ role: "admin" });
    const target = await createUser();
    const lockFrom = async (ip: string) => {
      for (let i = 1; i <= 5; i += 1) await post(target.email, `wrong-${i}`, ip);
      // As if the 15 minutes had passed, so the next round locks again.
      await prisma.user.update({ where: { id: target.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    };
    await lockFrom("198.51.100.10");
    const perLock = lockAlerts();
    expect(perLock).toBeGreaterThan(0);
    // The second and third locks of the same account within the hour send nothing.
    await lockFrom("198.51.100.11");
    await lockFrom("198.51.100.12");
    expect(lockAlerts()).toBe(perLock);
  });

  it("caps lock alerts across accounts, so a spray over many accounts cannot flood the admins' inboxes", async () => {
    await createUser({ role: "admin" });
    const { prisma } = await import("@/lib/db");
    const adminCount = await prisma.user.count({ where: { role: "admin", isActive: true } });
    for (let n = 0; n < 14; n += 1) {
      const victim = await createUser();
      for (let i = 1; i <= 5; i += 1) await post(victim.email, `wrong-${i}`, `198.51.101.${n}`);
    }
    expect(lockAlerts()).toBeLessThanOrEqual(10 * adminCount);
  });
});
