// Every email leaves through the "email" queue (docs/domain/jobs.md): queueMail records the message
// as a job, in the transaction of the change that causes it when the caller passes one, and a
// worker hands it to the mail server, retrying with back-off while the server is down. The body is
// sealed (it may hold a single-use link); the recipient and subject are the job's summary. Each
// message is sent once: the job's id is its idempotency key (the SentMail row written after the send).
import "server-only";
import { prisma } from "@/lib/db";
import { defineJob, seal, unseal, type JobDb } from "@/lib/jobs";
import { mailServerAnswers, sendMail, type MailMessage } from "./transport";

type EmailJob = { to: string; subject: string; body: string };

export const emailJob = defineJob<EmailJob>("email", {
  async run(payload, job) {
    if (await prisma.sentMail.findUnique({ where: { key: job.id } })) return;
    const { text, html } = unseal<{ text: string; html: string }>(payload.body);
    await sendMail({ to: payload.to, subject: payload.subject, text, html });
    await prisma.sentMail.create({ data: { key: job.id } }).catch((error: { code?: string }) => {
      if (error.code !== "P2002") throw error;
    });
  },
  summary: (payload) => `To ${payload.to}: ${payload.subject}`,
  ready: mailServerAnswers,
});

/**
 * Queues one email. Pass `db: tx` when the email belongs to a change in a transaction (a new
 * account's verification link): it is sent only if the change commits. A `key` makes it one email
 * ever for that key (a job that queues mail and may run twice: the weekly report per admin and week).
 */
export async function queueMail(message: MailMessage, options: { db?: JobDb; key?: string } = {}): Promise<void> {
  await emailJob.enqueue({ to: message.to, subject: message.subject, body: seal({ text: message.text, html: message.html }) }, { db: options.db, key: options.key });
}
