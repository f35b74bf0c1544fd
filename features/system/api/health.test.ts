import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { call, type RouteFn } from "@/test/helpers";
import { failedJob, testJob } from "@/test/jobs";

type Health = { data: { status: string; database: string; jobs: { waiting: number; failed: number; oldestWaitingSeconds: number } } };

describe("GET /api/health", () => {
  it("reports the database as connected, and an idle queue", async () => {
    const res = await call(GET as RouteFn, { path: "/api/health" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "ok", database: "connected", jobs: { waiting: 0, failed: 0, oldestWaitingSeconds: 0 } } });
  });

  it("counts the jobs waiting and failed, and how long the oldest due job has waited", async () => {
    await failedJob("undeliverable");
    // Due ten minutes ago, and not run since (as when no worker is running).
    await testJob.enqueue({ word: "overdue" }, { runAt: new Date(Date.now() - 600_000) });
    await testJob.enqueue({ word: "tomorrow" }, { runAt: new Date(Date.now() + 86_400_000) });
    const res = await call<Health>(GET as RouteFn, { path: "/api/health" });
    expect(res.status).toBe(200);
    const { jobs } = res.body.data;
    expect({ waiting: jobs.waiting, failed: jobs.failed }).toEqual({ waiting: 2, failed: 1 });
    expect(jobs.oldestWaitingSeconds).toBeGreaterThanOrEqual(600);
    expect(jobs.oldestWaitingSeconds).toBeLessThan(3_600);
  });
});
