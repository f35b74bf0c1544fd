// The replay writes through the product's own functions, which queue what follows each event
// (docs/domain/jobs.md). Once the history is written: the bell's notifications are written (with the
// times of the replayed events; the seed then keeps the last week's), the certificate jobs find the
// certificates seeded as issued and do nothing, and the emails a year of history would have sent
// are discarded, never sent.
import { discardJob, listJobs, runDueJobs, stopWorkers } from "../lib/jobs";

export async function settleReplayJobs(): Promise<void> {
  await runDueJobs({ names: ["notify", "certificate-issue"], max: 1_000_000 });
  for (;;) {
    const mail = (await listJobs({ state: "waiting", limit: 500 })).filter((job) => job.name === "email");
    if (mail.length === 0) break;
    for (const job of mail) await discardJob(job.id);
  }
  // The seed is a script: it must not keep a PostgreSQL queue connection open once done.
  await stopWorkers();
}
