// The Jobs API on the test database (SQLite, and PostgreSQL through pg-boss): real jobs that ran
// and failed until their retries were spent, listed by state, retried and discarded; admins only.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/admin/jobs/route";
import { DELETE as discard } from "@/app/api/admin/jobs/[id]/route";
import { POST as retry } from "@/app/api/admin/jobs/[id]/retry/route";
import { getJob, runDueJobs } from "@/lib/jobs";
import { call, roleSessionHeaders, type RouteFn } from "@/test/helpers";
import { delivered, failedJob, refused, testJob } from "@/test/jobs";

type JobJson = { id: string; name: string; state: string; attempts: number; maxAttempts: number; lastError: string | null; runAt: string; createdAt: string; completedAt: string | null; summary: string };
type Json = { message?: string; code?: string; errors?: Record<string, string[]>; data: { jobs: JobJson[]; job: JobJson; health: { waiting: number; failed: number; oldestWaitingSeconds: number } } };
const r = (fn: unknown) => fn as RouteFn;

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;
let failed: string;
let waiting: string;
let completed: string;

beforeAll(async () => {
  ({ admin, staff, learner } = await roleSessionHeaders());
  failed = await failedJob("lost");
  // Due in an hour: nothing runs it meanwhile.
  waiting = (await testJob.enqueue({ word: "later", secret: "secret-of-later" }, { runAt: new Date(Date.now() + 3_600_000) })) as string;
  completed = (await testJob.enqueue({ word: "done", secret: "secret-of-done" })) as string;
  await runDueJobs({ names: ["notify"] });
});

const listed = (query: Record<string, string>, headers = admin) => call<Json>(r(list), { headers, query });

describe("GET /api/admin/jobs", () => {
  it("lists the jobs of a state with their summary, attempts, last error and next run, never their payload", async () => {
    const res = await listed({ state: "failed" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.jobs.map((j) => j.id)).toEqual([failed]);
    const job = res.body.data.jobs[0];
    expect(job).toMatchObject({ id: failed, name: "notify", state: "failed", attempts: 6, maxAttempts: 6, lastError: "refused lost", summary: "word lost", completedAt: expect.any(String) });
    expect(Date.parse(job.runAt)).not.toBeNaN();
    expect(Date.parse(job.createdAt)).not.toBeNaN();
    expect(res.text).not.toContain("secret-of-");

    const waitingRes = await listed({ state: "waiting" });
    expect(waitingRes.body.data.jobs.map((j) => [j.id, j.state, j.attempts, j.lastError])).toEqual([[waiting, "waiting", 0, null]]);
    expect(Date.parse(waitingRes.body.data.jobs[0].runAt)).toBeGreaterThan(Date.now() + 3_000_000);

    const completedRes = await listed({ state: "completed" });
    expect(completedRes.body.data.jobs.map((j) => [j.id, j.state, j.attempts])).toEqual([[completed, "completed", 1]]);
    expect((await listed({ state: "active" })).body.data.jobs).toEqual([]);
  });

  it("answers every job newest first without a state, and the queue's health beside the list", async () => {
    const res = await listed({});
    expect(res.body.data.jobs.map((j) => j.id).sort()).toEqual([failed, waiting, completed].sort());
    expect(res.body.data.health).toEqual({ waiting: 1, failed: 1, oldestWaitingSeconds: 0 });
    expect((await listed({ limit: "1" })).body.data.jobs).toHaveLength(1);
  });

  it("says which states there are when asked for another", async () => {
    const res = await listed({ state: "dead" });
    expect(res.status).toBe(422);
    expect(res.body.errors?.state).toEqual(["State must be failed, waiting, active or completed"]);
    expect((await listed({ limit: "0" })).body.errors?.limit).toEqual(["Limit must be at least 1"]);
  });
});

describe("POST /api/admin/jobs/{id}/retry", () => {
  it("runs a failed job again with a fresh round of retries, and it completes", async () => {
    const id = await failedJob("healed");
    refused.delete("healed");
    const res = await call<Json>(r(retry), { method: "POST", headers: admin, params: { id } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe("The job will run again");
    expect(res.body.data.job).toMatchObject({ id, state: "waiting", attempts: 0, lastError: "refused healed" });
    // The retried job runs as the answer leaves (here, before the call returns).
    expect(await getJob(id)).toMatchObject({ state: "completed", attempts: 1 });
    expect(delivered.filter((word) => word === "healed")).toEqual(["healed"]);
  });

  it("fails again, and waits for its next retry, when the cause is still there", async () => {
    const id = await failedJob("stubborn");
    expect((await call(r(retry), { method: "POST", headers: admin, params: { id } })).status).toBe(200);
    expect(await getJob(id)).toMatchObject({ state: "waiting", attempts: 1, lastError: "refused stubborn" });
  });

  it("refuses a job that is not failed (409) and an unknown one (404)", async () => {
    const res = await call<Json>(r(retry), { method: "POST", headers: admin, params: { id: waiting } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "CONFLICT", message: "Only a failed job can be retried: this one is waiting" });
    expect((await call<Json>(r(retry), { method: "POST", headers: admin, params: { id: completed } })).body.message).toBe("Only a failed job can be retried: this one is completed");
    expect((await getJob(waiting))?.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    const missing = await call<Json>(r(retry), { method: "POST", headers: admin, params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "NOT_FOUND", message: "Job not found" });
    expect((await call(r(retry), { method: "POST", headers: admin, params: { id: "not an id" } })).status).toBe(400);
  });
});

describe("DELETE /api/admin/jobs/{id}", () => {
  it("discards a failed job, a waiting one and a completed one; a second time finds nothing", async () => {
    const dead = await failedJob("discarded");
    const later = (await testJob.enqueue({ word: "never" }, { runAt: new Date(Date.now() + 3_600_000) })) as string;
    const ran = (await testJob.enqueue({ word: "ran" })) as string;
    await runDueJobs({ names: ["notify"] });
    for (const id of [dead, later, ran]) {
      const res = await call(r(discard), { method: "DELETE", headers: admin, params: { id } });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      expect(await getJob(id)).toBeNull();
    }
    expect((await listed({ state: "failed" })).body.data.jobs.map((j) => j.id)).not.toContain(dead);
    const again = await call<Json>(r(discard), { method: "DELETE", headers: admin, params: { id: dead } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("NOT_FOUND");
    // The discarded waiting job never runs.
    await runDueJobs({ names: ["notify"] });
    expect(delivered).not.toContain("never");
  });
});

describe("who may", () => {
  it("admins only: staff and learners are refused (403), strangers must sign in (401)", async () => {
    for (const headers of [staff, learner]) {
      expect((await listed({ state: "failed" }, headers)).status).toBe(403);
      expect((await call(r(retry), { method: "POST", headers, params: { id: failed } })).status).toBe(403);
      expect((await call(r(discard), { method: "DELETE", headers, params: { id: failed } })).status).toBe(403);
    }
    expect((await call(r(list), { query: { state: "failed" } })).status).toBe(401);
    expect((await call(r(retry), { method: "POST", params: { id: failed } })).status).toBe(401);
    expect((await call(r(discard), { method: "DELETE", params: { id: failed } })).status).toBe(401);
    expect(await getJob(failed)).toMatchObject({ state: "failed", attempts: 6 });
  });
});
