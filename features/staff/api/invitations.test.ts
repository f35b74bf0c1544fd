import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/invitations/route";
import { prisma } from "@/lib/db";
import { newToken } from "@/lib/auth/tokens";
import { call, createUser, findSecrets, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin", email: "ada@example.test" });
});

async function invitation(email: string, extra: { acceptedAt?: Date; revokedAt?: Date; expiresAt?: Date } = {}) {
  const { token, hash } = newToken();
  await prisma.staffInvitation.create({
    data: { email, fullName: "Chloe Martin", tokenHash: hash, expiresAt: new Date(Date.now() + 60_000), invitedById: admin.id, ...extra },
  });
  return token;
}

describe("GET /api/invitations?token=", () => {
  it("shows who invited whom for a pending invitation, to anyone holding the link", async () => {
    const token = await invitation("chloe@example.test");
    const res = await call(GET as RouteFn, { query: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        invitation: {
          email: "chloe@example.test",
          fullName: "Chloe Martin",
          role: "staff",
          status: "pending",
          invitedBy: { name: "Ada Admin", email: "ada@example.test" },
          expiresAt: expect.any(String),
          accountExists: false,
        },
      },
    });
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("reports each state: expired, revoked, accepted, and an address that already has an account", async () => {
    const states = [
      [await invitation("e@example.test", { expiresAt: new Date(Date.now() - 1000) }), "expired"],
      [await invitation("r@example.test", { revokedAt: new Date() }), "revoked"],
      [await invitation("a@example.test", { acceptedAt: new Date() }), "accepted"],
    ] as const;
    for (const [token, status] of states) {
      const res = await call<{ data: { invitation: { status: string } } }>(GET as RouteFn, { query: { token } });
      expect(res.status).toBe(200);
      expect(res.body.data.invitation.status).toBe(status);
    }
    await createUser({ email: "exists@example.test" });
    const token = await invitation("exists@example.test");
    const res = await call<{ data: { invitation: { accountExists: boolean } } }>(GET as RouteFn, { query: { token } });
    expect(res.body.data.invitation.accountExists).toBe(true);
  });

  it("answers 404 for an unknown token and 422 for a malformed one", async () => {
    const unknown = await call(GET as RouteFn, { query: { token: newToken().token } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("INVITATION_NOT_FOUND");
    expect(unknown.body.message).toMatch(/not valid/);
    expect((await call(GET as RouteFn, { query: { token: "short" } })).status).toBe(422);
    expect((await call(GET as RouteFn)).status).toBe(422);
  });
});
