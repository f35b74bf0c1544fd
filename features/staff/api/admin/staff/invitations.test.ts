import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/staff/invitations/route";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { InvitationListResponse } from "../../../schema";
import { expectAdminOnly } from "./_testing";

let admin: TestUser;
let headers: Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
  const base = { role: "staff", invitedById: admin.id };
  const now = Date.now();
  await prisma.staffInvitation.createMany({
    data: [
      { ...base, email: "pending@example.test", fullName: "Pending Person", tokenHash: "h1", expiresAt: new Date(now + 5 * DAY), createdAt: new Date(now - 2 * DAY) },
      { ...base, email: "expired@example.test", fullName: "Expired Person", tokenHash: "h2", expiresAt: new Date(now - DAY), createdAt: new Date(now - 8 * DAY) },
      { ...base, email: "accepted@example.test", fullName: "Accepted Person", tokenHash: "h3", expiresAt: new Date(now + DAY), acceptedAt: new Date() },
      { ...base, email: "revoked@example.test", fullName: "Revoked Person", tokenHash: "h4", expiresAt: new Date(now + DAY), revokedAt: new Date() },
    ],
  });
});

describe("GET /api/admin/staff/invitations", () => {
  it("answers 401/403 to everyone but admins", async () => {
    await expectAdminOnly(GET as RouteFn);
  });

  it("lists open invitations (pending and expired, not accepted or revoked), newest first, without token hashes", async () => {
    const res = await call<InvitationListResponse>(GET as RouteFn, { headers });
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(2);
    expect(res.body.data.invitations.map((i) => [i.email, i.status])).toEqual([
      ["pending@example.test", "pending"],
      ["expired@example.test", "expired"],
    ]);
    expect(res.body.data.invitations[0]).toMatchObject({ fullName: "Pending Person", role: "staff", invitedBy: { _id: admin.id, name: "Ada Admin" } });
    expect(findSecrets(res.text)).toEqual([]);
    expect(res.text).not.toContain('"h1"');
  });
});
