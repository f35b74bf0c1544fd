import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { createUser } from "@/test/helpers";
import { appLink, consumeAuthToken, issueAuthToken } from "./flows";
import { hashToken } from "@/lib/auth/tokens";

describe("features/auth/server/flows tokens", () => {
  it("stores only the hash, with 1 hour for a reset and 24 hours for verification", async () => {
    const user = await createUser();
    const before = Date.now();
    const reset = await issueAuthToken("password_reset", user.id);
    const verify = await issueAuthToken("email_verification", user.id);
    const rows = await prisma.authToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect([hashToken(reset), hashToken(verify)]).toContain(row.tokenHash);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r.expiresAt.getTime() - before]));
    expect(byType.password_reset).toBeGreaterThan(59 * 60_000);
    expect(byType.password_reset).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(byType.email_verification).toBeGreaterThan(23.9 * 3_600_000);
    expect(byType.email_verification).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
  });

  it("keeps only the newest unused token of a kind", async () => {
    const user = await createUser();
    const first = await issueAuthToken("password_reset", user.id);
    const second = await issueAuthToken("password_reset", user.id);
    await expect(consumeAuthToken("password_reset", first)).rejects.toMatchObject({ code: "INVALID_TOKEN" });
    await expect(consumeAuthToken("password_reset", second)).resolves.toBe(user.id);
  });

  it("lets exactly one of two simultaneous uses of a token succeed", async () => {
    const user = await createUser();
    const token = await issueAuthToken("password_reset", user.id);
    const results = await Promise.allSettled([consumeAuthToken("password_reset", token), consumeAuthToken("password_reset", token), consumeAuthToken("password_reset", token)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "TOKEN_USED" });
    }
  });

  it("builds links on APP_URL with the token encoded", () => {
    const link = new URL(appLink("/reset-password", "a+b/c="));
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")).toBe("a+b/c=");
  });
});
