// The replay writes through the product's own functions, which queue what follows each event
// (docs/domain/jobs.md). Once the history is written, the bell's notifications are written (with the
// times of the replayed events; the seed then keeps the last week's) and the certificate jobs find
// the certificates seeded as issued and do nothing. The emails a year of history would have sent are
// discarded at the end of the seed (prisma/seed.ts), never sent.
import { runDueJobs } from "../lib/jobs";

export async function settleReplayJobs(): Promise<void> {
  await runDueJobs({ names: ["notify", "certificate-issue"], max: 1_000_000 });
}
