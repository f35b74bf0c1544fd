// Sends mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written to
// the file outbox (data/outbox/*.eml) and its links are logged, so every emailed flow can be
// finished locally with no mail server.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

export type MailMessage = { to: string; subject: string; text: string; html: string };

let transporter: Transporter | undefined;

function getTransporter(): Transporter {
  if (transporter) return transporter;
  const { SMTP_URL } = getEnv();
  transporter = SMTP_URL
    ? nodemailer.createTransport(SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

export async function sendMail(message: MailMessage): Promise<void> {
  const env = getEnv();
  const info = await getTransporter().sendMail({ from: env.MAIL_FROM, ...message });
  if (env.SMTP_URL) return;
  const outbox = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MAIL_OUTBOX_DIR);
  await fs.mkdir(outbox, { recursive: true });
  const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
  await fs.writeFile(file, (info as { message: Buffer }).message);
  if (env.NODE_ENV !== "test") {
    console.info(`[mail] "${message.subject}" to ${message.to} → ${path.relative(process.cwd(), file)}`);
    for (const link of linksIn(message.text)) console.info(`[mail]   link: ${link}`);
  }
}
