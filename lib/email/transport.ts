// Sends mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written to
// the file outbox (data/outbox/*.eml) and its links are logged, so every emailed flow can be
// finished locally with no mail server.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getGeneralSettings } from "@/lib/settings/store";
import { getEnv } from "@/lib/env";
import { brandEmail } from "./layout";

export type MailMessage = { to: string; subject: string; text: string; html: string };

let transporter: { url: string; transport: Transporter } | undefined;
// Outbox files are named <time>-<sequence>-<recipient>.eml: the sequence, taken when sendMail is
// called, keeps two messages to one address in the same millisecond apart and in the order they
// were sent (readers sort by name).
let outboxSequence = 0;

function getTransporter(): Transporter {
  const url = getEnv().SMTP_URL ?? "";
  if (transporter?.url === url) return transporter.transport;
  const transport = url ? nodemailer.createTransport(url) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  transporter = { url, transport };
  return transport;
}

/** "Masterly <no-reply@x>" → "Acme Academy <no-reply@x>": the address stays, the name is the Site name. */
export function fromWithName(from: string, name: string): { name: string; address: string } | string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? (from.includes("@") ? from.trim() : null);
  return address ? { name, address } : from;
}

/** Whether the mail server accepts a connection now (always true for the file outbox). */
export async function mailServerAnswers(): Promise<boolean> {
  if (!getEnv().SMTP_URL) return true;
  try {
    return await getTransporter().verify();
  } catch {
    return false;
  }
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

export async function sendMail(message: MailMessage): Promise<void> {
  const sequence = (outboxSequence += 1);
  const sentAt = new Date();
  const env = getEnv();
  // Every email carries the Site name (subject, body, sender name) and the contact email of the
  // General settings, read afresh so a save applies to the next email.
  const brand = await getGeneralSettings();
  message = brandEmail(message, brand);
  const info = await getTransporter().sendMail({ from: fromWithName(env.MAIL_FROM, brand.siteName), replyTo: brand.contactEmail, ...message });
  if (env.SMTP_URL) return;
  const outbox = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MAIL_OUTBOX_DIR);
  await fs.mkdir(outbox, { recursive: true });
  const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
  const stamp = `${sentAt.toISOString().replace(/[:.]/g, "-")}-${String(sequence).padStart(6, "0")}`;
  const file = await writeNew(outbox, stamp, safeTo, (info as { message: Buffer }).message);
  if (env.NODE_ENV !== "test") {
    const lines = outboxLogLines({ subject: message.subject, to: message.to, file: path.relative(process.cwd(), file), text: message.text, production: env.NODE_ENV === "production" });
    for (const line of lines) console.info(line);
  }
}

/** Writes a file that did not exist: another process sharing the outbox may have taken the name. */
async function writeNew(outbox: string, stamp: string, safeTo: string, data: Buffer): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const file = path.join(outbox, `${stamp}${attempt ? `-${attempt}` : ""}-${safeTo}.eml`);
    try {
      await fs.writeFile(file, data, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * What the file outbox logs. Links carry live reset, verification and invitation tokens, so they are
 * printed in development only: a production log is read by more people than the mailbox owner.
 */
export function outboxLogLines(mail: { subject: string; to: string; file: string; text: string; production: boolean }): string[] {
  const lines = [`[mail] "${mail.subject}" to ${mail.to} → ${mail.file}`];
  if (!mail.production) for (const link of linksIn(mail.text)) lines.push(`[mail]   link: ${link}`);
  return lines;
}
