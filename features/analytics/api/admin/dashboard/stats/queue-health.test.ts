// The Overview's system status shows the background queue's health (waiting, failed, oldest
// waiting age) read at each request, not from the figures' cache: a job that fails for good shows
// on the next refresh, for admins and staff alike (the same counts GET /api/health gives anyone).
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/dashboard/stats/route";
import { call, roleSessionHeaders, type RouteFn } from "@/test/helpers";
import { failedJob, testJob } from "@/test/jobs";
import type { OverviewStats } from "../../../../server/overview";

type Body = { data: OverviewStats };
let admin: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  ({ admin, staff } = await roleSessionHeaders());
});

const jobsOf = async (headers: Record<string, string>) => {
  const res = await call<Body>(GET as RouteFn, { headers });
  expect(res.status, res.text).toBe(200);
  return res.body.data.systemStatus.jobs;
};

describe("GET /api/admin/dashboard/stats: the queue's health", () => {
  it("is idle, then counts a failed job and an overdue one at the next request", async () => {
    expect(await jobsOf(admin)).toEqual({ waiting: 0, failed: 0, oldestWaitingSeconds: 0 });
    await failedJob("bounced");
    await testJob.enqueue({ word: "overdue" }, { runAt: new Date(Date.now() - 900_000) });
    const jobs = await jobsOf(admin);
    expect({ waiting: jobs.waiting, failed: jobs.failed }).toEqual({ waiting: 1, failed: 1 });
    expect(jobs.oldestWaitingSeconds).toBeGreaterThanOrEqual(900);
    // The overdue job ran as that answer left (a route starts the due jobs it finds enqueued).
    expect(await jobsOf(staff)).toEqual({ waiting: 0, failed: 1, oldestWaitingSeconds: 0 });
  });
});
