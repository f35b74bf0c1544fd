// The emails a test file's handlers wrote to its outbox (MAIL_OUTBOX_DIR: one <time>-<sequence>-<recipient>.eml
// per message; test/setup-env.ts gives every test file its own folder).
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

export type OutboxMail = { to: string; subject: string; text: string; links: string[]; file: string };

const outboxDir = () => process.env.MAIL_OUTBOX_DIR as string;

/** The file names of the messages sent so far to `to`, oldest first. */
export function outboxFiles(to: string): string[] {
  const dir = outboxDir();
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).sort() : [];
}

/** Every message sent so far to `to`, oldest first, parsed. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return Promise.all(
    outboxFiles(to).map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir(), file)));
      const text = parsed.text ?? "";
      return { to, subject: parsed.subject ?? "", text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [], file };
    }),
  );
}

/** Empties the outbox (between tests that count messages). */
export function clearOutbox(): void {
  const dir = outboxDir();
  if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
}
