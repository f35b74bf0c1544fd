// Real jobs for route tests: a "notify" job that fails while its word is refused, and the way to
// spend its retries now rather than over minutes of back-off.
import { prisma } from "@/lib/db";
import { defineJob, getJob, QUEUES, runDueJobs } from "@/lib/jobs";

/** Words whose job throws; a word taken out of the set succeeds on its next run. */
export const refused = new Set<string>();
/** Words whose job ran to the end, in order. */
export const delivered: string[] = [];

/** `secret` stands for what a real payload must never show (an email's single-use link). */
export const testJob = defineJob<{ word: string; secret?: string }>("notify", {
  async run(payload) {
    if (refused.has(payload.word)) throw new Error(`refused ${payload.word}`);
    delivered.push(payload.word);
  },
  summary: (payload) => `word ${payload.word}`,
});

/** The retry's wait is over, as time passing would make it. */
export async function makeDue(id: string): Promise<void> {
  if (process.env.DATABASE_URL?.startsWith("file:")) await prisma.job.updateMany({ where: { id, state: "waiting" }, data: { runAt: new Date(0) } });
  else await prisma.$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() WHERE id::text = $1 AND state = 'retry'`, id);
}

/** A job whose every attempt failed: it ran, and each retry was made due and failed, until none was left. */
export async function failedJob(word: string): Promise<string> {
  refused.add(word);
  const id = (await testJob.enqueue({ word, secret: `secret-of-${word}` })) as string;
  for (let attempt = 0; attempt <= QUEUES.notify.retryLimit; attempt += 1) {
    await runDueJobs({ names: ["notify"] });
    await makeDue(id);
  }
  const job = await getJob(id);
  if (job?.state !== "failed") throw new Error(`The job of ${word} is ${job?.state}, not failed`);
  return id;
}
