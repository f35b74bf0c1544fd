// Reads what the SMTP catcher received: the newest message to an address, and its links.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";
import { E2E } from "./env";

export type CaughtMail = { subject: string; text: string; html: string; to: string; links: string[] };

async function read(file: string): Promise<CaughtMail> {
  const parsed: ParsedMail = await simpleParser(fs.readFileSync(file));
  const text = parsed.text ?? "";
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(",") : (parsed.to?.text ?? "");
  return { subject: parsed.subject ?? "", text, html: typeof parsed.html === "string" ? parsed.html : "", to, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

/** Waits for a message to `to` (optionally matching `subject`) that arrived after `since`. */
export async function waitForMail(to: string, options: { subject?: RegExp; since?: number } = {}): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  const safe = to.toLowerCase().replace(/[^a-z0-9@._-]/gi, "_");
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(E2E.mailDir) ? fs.readdirSync(E2E.mailDir).filter((f) => f.toLowerCase().includes(safe)).sort().reverse() : [];
        for (const name of files) {
          if (options.since && Number(name.split("-")[0]) < options.since) continue;
          const mail = await read(path.join(E2E.mailDir, name));
          if (!options.subject || options.subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${to}` },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first link in a message whose path matches, rewritten onto the test server's origin. */
export function linkTo(mail: CaughtMail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname);
  expect(link, `a ${pathname} link in "${mail.subject}"`).toBeTruthy();
  return link as string;
}
