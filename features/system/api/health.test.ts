import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { call, type RouteFn } from "@/test/helpers";

describe("GET /api/health", () => {
  it("reports the database as connected", async () => {
    const res = await call(GET as RouteFn, { path: "/api/health" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "ok", database: "connected" } });
  });
});
