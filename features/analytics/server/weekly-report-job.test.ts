// The weekly report as a scheduled job (docs/domain/jobs.md), on the file's real database: every
// worker that starts enqueues the same slot (Monday 08:00 in the General settings' time zone), so
// one job exists per week; it sends one report per active admin however often it runs, schedules
// the week after, respects the notification settings, and follows a time zone change.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { discardJob, listJobs, runDueJobs } from "@/lib/jobs";
import { handlerFor } from "@/lib/jobs/registry";
import { SETTINGS_DEFAULTS } from "@/lib/settings/defaults";
import { saveSettings } from "@/lib/settings/store";
import { createUser, type TestUser } from "@/test/helpers";
import { clearOutbox, mailsTo } from "@/test/mail";
import { scheduleWeeklyReport, weeklySlotLabel } from "./weekly-report-job";
import { nextWeeklySlot } from "./weekly-slot";

let admins: TestUser[];
let inactive: TestUser;

const weeklyJobs = async (state: "waiting" | "completed") => (await listJobs({ state, limit: 500 })).filter((job) => job.name === "weekly-report");
const reportsTo = async (user: TestUser) => (await mailsTo(user.email)).filter((mail) => /weekly report: /.test(mail.subject));

async function drainJobs(): Promise<void> {
  while ((await runDueJobs()) > 0);
}

async function setZone(timezone: string) {
  await saveSettings("general", { ...SETTINGS_DEFAULTS.general, timezone });
}

/** Leaves no future run queued, so a test sees the one its run schedules. */
async function discardWaitingRuns() {
  for (const job of await weeklyJobs("waiting")) await discardJob(job.id);
}

beforeAll(async () => {
  admins = [await createUser({ role: "admin", name: "Ada Admin" }), await createUser({ role: "admin", name: "Marcus Admin" })];
  inactive = await createUser({ role: "admin", name: "Gone Admin", isActive: false });
  await createUser({ role: "staff", name: "Sam Staff" });
});

beforeEach(async () => {
  await saveSettings("notifications", SETTINGS_DEFAULTS.notifications);
  await setZone("UTC");
  await drainJobs();
  await discardWaitingRuns();
  clearOutbox();
});

describe("scheduleWeeklyReport", () => {
  it("enqueues the coming Monday 08:00 in the settings' zone once, however many instances start", async () => {
    await setZone("Asia/Tokyo");
    const now = new Date();
    const slots = await Promise.all([scheduleWeeklyReport(now), scheduleWeeklyReport(now), scheduleWeeklyReport(now)]);
    const expected = nextWeeklySlot(now, "Asia/Tokyo");
    expect(slots.map((s) => s.toISOString())).toEqual(Array(3).fill(expected.toISOString()));
    const waiting = await weeklyJobs("waiting");
    expect(waiting.map((job) => [job.summary, job.runAt.toISOString()])).toEqual([[`Weekly report for ${weeklySlotLabel(expected.toISOString())}`, expected.toISOString()]]);
    // Not due before its hour.
    expect(await runDueJobs({ names: ["weekly-report"] })).toBe(0);
  });
});

describe("the weekly-report job", () => {
  it("enqueued twice for its slot, exists once and sends one report per active admin, even when run again", async () => {
    // A slot already past (the week of 12 January 2026), as if every instance started the week before.
    const planned = new Date("2026-01-07T12:00:00Z");
    const [first, second] = [await scheduleWeeklyReport(planned), await scheduleWeeklyReport(planned)];
    expect(first.toISOString()).toBe("2026-01-12T08:00:00.000Z");
    expect(second.toISOString()).toBe(first.toISOString());
    const [job] = await weeklyJobs("waiting");
    expect(await weeklyJobs("waiting")).toHaveLength(1);
    await drainJobs();
    for (const admin of admins) {
      const reports = await reportsTo(admin);
      expect(reports).toHaveLength(1);
      // The 7 days up to the slot, whenever the run started.
      expect(reports[0].subject).toBe("Masterly weekly report: Jan 5, 2026 to Jan 12, 2026");
    }
    expect(await mailsTo(inactive.email)).toEqual([]);
    // Delivered again (a crash after its emails were queued): each admin's email is keyed by slot.
    await handlerFor("weekly-report")!.run({ slot: first.toISOString() }, { id: job.id, name: "weekly-report", attempt: 2 });
    await drainJobs();
    for (const admin of admins) expect(await reportsTo(admin)).toHaveLength(1);
    // The run scheduled the coming week.
    const next = nextWeeklySlot(new Date(), "UTC");
    expect((await weeklyJobs("waiting")).map((j) => j.summary)).toEqual([`Weekly report for ${weeklySlotLabel(next.toISOString())}`]);
  });

  it("with weekly reports off, sends nothing and still schedules the next week", async () => {
    await saveSettings("notifications", { ...SETTINGS_DEFAULTS.notifications, weeklyReports: false });
    await scheduleWeeklyReport(new Date("2026-01-14T12:00:00Z"));
    await drainJobs();
    for (const admin of admins) expect(await reportsTo(admin)).toEqual([]);
    expect((await weeklyJobs("completed")).map((j) => j.summary)).toContain("Weekly report for 2026-01-19 08:00 UTC");
    expect((await weeklyJobs("waiting")).map((j) => j.summary)).toEqual([`Weekly report for ${weeklySlotLabel(nextWeeklySlot(new Date(), "UTC").toISOString())}`]);
  });

  it("follows a time zone change: the run planned for the old zone's slot hands the week to the new one's", async () => {
    await scheduleWeeklyReport(new Date("2026-02-04T12:00:00Z")); // Monday 9 February, 08:00 UTC
    await setZone("America/Los_Angeles"); // 08:00 there is 16:00 UTC
    await drainJobs();
    const completed = (await weeklyJobs("completed")).map((j) => j.summary);
    expect(completed).toEqual(expect.arrayContaining(["Weekly report for 2026-02-09 08:00 UTC", "Weekly report for 2026-02-09 16:00 UTC"]));
    // One report each, for the week up to the new slot, in the new zone's days.
    for (const admin of admins) expect((await reportsTo(admin)).map((m) => m.subject)).toEqual(["Masterly weekly report: Feb 2, 2026 to Feb 9, 2026"]);
    expect((await weeklyJobs("waiting")).map((j) => j.summary)).toEqual([`Weekly report for ${weeklySlotLabel(nextWeeklySlot(new Date(), "America/Los_Angeles").toISOString())}`]);
  });
});
