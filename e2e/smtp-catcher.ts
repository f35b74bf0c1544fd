// A real SMTP server on loopback that keeps every message as an .eml file for the tests to read:
// one per worker server (e2e/global-setup.ts), each writing to its worker's mail folder, so a spec
// reads only the mail its own server sent.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export async function startSmtpCatcher(port: number, mailDir: string): Promise<{ close: () => Promise<void> }> {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(5, "0")}-${to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
        fs.writeFileSync(file, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
