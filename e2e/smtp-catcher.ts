// A real SMTP server on loopback that keeps every message as an .eml file for the tests to read,
// plus a tiny HTTP endpoint so Playwright knows when it is up.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E } from "./env";

fs.rmSync(E2E.mailDir, { recursive: true, force: true });
fs.mkdirSync(E2E.mailDir, { recursive: true });
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
      const file = path.join(E2E.mailDir, `${Date.now()}-${String(count).padStart(5, "0")}-${to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
      fs.mkdirSync(E2E.mailDir, { recursive: true });
      fs.writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
smtp.listen(E2E.smtpPort, "127.0.0.1");
http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true, received: count }));
  })
  .listen(E2E.smtpHttpPort, "127.0.0.1");
