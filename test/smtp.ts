// A real SMTP server on loopback for integration tests of mail delivery (e2e/smtp-catcher.ts, the
// one the e2e servers send to), the mail it caught, and a port where nothing listens (a mail server
// that is down).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";

export { startSmtpCatcher } from "../e2e/smtp-catcher";

/** A loopback port that nothing listens on now. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every message the catcher wrote to `dir`, oldest first: its recipient and subject. */
export async function caughtMail(dir: string): Promise<{ to: string; subject: string }[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return { to: to?.value[0]?.address ?? "", subject: parsed.subject ?? "" };
    }),
  );
}
