// Locked accounts: only accounts whose lock has not run out, soonest unlock first, admins only.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/locked-accounts/route";
import { prisma } from "@/lib/db";
import { lockedAccountListResponse } from "../../locked-account-schema";
import { call, createUser, sessionHeaders } from "@/test/helpers";

const MINUTE = 60_000;

describe("GET /api/admin/locked-accounts", () => {
  it("lists the accounts locked now, soonest unlock first, and nothing about past locks", async () => {
    const later = await createUser({ role: "user" });
    const sooner = await createUser({ role: "staff" });
    const expired = await createUser({ role: "user" });
    await prisma.user.update({ where: { id: later.id }, data: { lockedUntil: new Date(Date.now() + 30 * MINUTE), failedLoginCount: 5 } });
    await prisma.user.update({ where: { id: sooner.id }, data: { lockedUntil: new Date(Date.now() + 5 * MINUTE), failedLoginCount: 7 } });
    await prisma.user.update({ where: { id: expired.id }, data: { lockedUntil: new Date(Date.now() - MINUTE), failedLoginCount: 5 } });

    const res = await call<{ data: { accounts: { _id: string; failedLoginCount: number }[] } }>(GET, { headers: await sessionHeaders(await createUser({ role: "admin" })) });
    expect(res.status).toBe(200);
    expect(lockedAccountListResponse.safeParse(res.body).success).toBe(true);
    const ids = res.body.data.accounts.map((a) => a._id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(expired.id);
    expect(res.body.data.accounts.find((a) => a._id === sooner.id)?.failedLoginCount).toBe(7);
    expect(res.text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it("is refused to staff (403), learners (403) and the signed-out (401)", async () => {
    expect((await call(GET, { headers: await sessionHeaders(await createUser({ role: "staff" })) })).status).toBe(403);
    expect((await call(GET, { headers: await sessionHeaders(await createUser({ role: "user" })) })).status).toBe(403);
    expect((await call(GET, {})).status).toBe(401);
  });
});
