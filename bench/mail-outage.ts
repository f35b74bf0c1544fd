// bench:load's mail part (docs/domain/jobs.md): the same request mix against the same server, with
// a healthy SMTP server and with one that refuses every connection (421) for the first half of the
// run and accepts afterwards. Each round asks for a password reset (one email
// per 200 answer, queued in the request's transaction) and reads the course list. After each run
// it waits (bounded) for the email queue to drain, then counts the emails the SMTP server took:
// lost = 200 answers minus emails received, duplicates = the same reset link received twice. A
// request still unanswered when the clock stopped (or timed out) may or may not have sent its email,
// so received may exceed the 200 answers by at most that many. It prints the outage run's request
// throughput as a ratio of the healthy runs' (bench/load.ts runs one before and one after).
import autocannon from "autocannon";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type MailCatcher = { port: number; refusing: boolean; messages: { to: string; raw: Buffer }[]; close: () => Promise<void> };

/** An SMTP server on loopback that keeps every message in memory, or refuses connections while `refusing`. */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const catcher: MailCatcher = { port, refusing: false, messages: [], close: async () => {} };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (!catcher.refusing) return callback();
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        catcher.messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve());
  });
  catcher.close = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  return catcher;
}

export type MailRun = {
  label: string;
  rps: number;
  p99: number;
  /** 200 answers to the reset request: each owes one email. */
  answered: number;
  /** Reset requests sent and never answered: each may have sent one. */
  unanswered: number;
  received: number;
  lost: number;
  duplicates: number;
  drainSeconds: number;
  drained: boolean;
};

/**
 * One run: `duration` seconds of [reset request, course list] rounds at `connections`, for the
 * learners `emails`; `outageSeconds` of refusals from the start. `pending()` counts the email jobs
 * not yet done (the queue has drained when it is 0).
 */
export async function mailRun(options: {
  label: string;
  url: string;
  catcher: MailCatcher;
  emails: string[];
  duration: number;
  connections: number;
  outageSeconds: number;
  drainTimeoutSeconds: number;
  pending: () => Promise<number>;
}): Promise<MailRun> {
  const { catcher, emails } = options;
  const recipients = new Set(emails);
  let answered = 0;
  let answers = 0;
  let next = 0;
  catcher.refusing = options.outageSeconds > 0;
  const back = options.outageSeconds > 0 ? setTimeout(() => (catcher.refusing = false), options.outageSeconds * 1000) : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: "/api/auth/forgot-password",
            headers: { "content-type": "application/json" },
            setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: emails[next++ % emails.length] }) }),
            onResponse: (status) => {
              answers += 1;
              if (status === 200) answered += 1;
            },
          },
          { method: "GET", path: "/api/courses" },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    ),
  );
  clearTimeout(back);
  catcher.refusing = false;

  const started = Date.now();
  let drained = false;
  while (Date.now() - started < options.drainTimeoutSeconds * 1000) {
    if ((await options.pending()) === 0) {
      drained = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const drainSeconds = (Date.now() - started) / 1000;

  const links = new Map<string, number>();
  for (const message of catcher.messages.filter((m) => recipients.has(m.to))) {
    const text = (await simpleParser(message.raw)).text ?? "";
    const link = text.match(/reset-password\?token=([\w%-]+)/)?.[1] ?? `unreadable-${links.size}`;
    links.set(link, (links.get(link) ?? 0) + 1);
  }
  const received = links.size;
  const duplicates = [...links.values()].reduce((sum, count) => sum + count - 1, 0);
  const unanswered = next - answers;
  return { label: options.label, rps: result.requests.average, p99: result.latency.p99, answered, unanswered, received, lost: Math.max(0, answered - received), duplicates, drainSeconds, drained };
}
