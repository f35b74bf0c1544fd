// docs/security.md §2 and §4, tried as an attacker would, against the production build served by
// `npm start` (as operators run it) with no proxy in front: next-auth's own sign-in door must be
// closed, and each client address (here two loopback sources, 127.0.0.2 and 127.0.0.3) must have
// its own rate-limit budget that no request header can change. A Playwright `request` context
// cannot bind a source address, so requests go through node:http with `localAddress`.
import http from "node:http";
import { DEMO, expect, test } from "./fixtures";
import { E2E } from "./env";
import { startPrivateServer, type PrivateServer } from "./private-server";

const LOGIN_LIMIT = 4;
const EMAIL_LIMIT = 3;
const port = E2E.privatePort(2);
let server: PrivateServer | undefined;

// The tests share the server started below (one port): they run in one worker, in order.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPrivateServer(port, { RATE_LIMIT_LOGIN_PER_15_MIN: String(LOGIN_LIMIT), RATE_LIMIT_EMAIL_PER_HOUR: String(EMAIL_LIMIT) });
});

test.afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; text: string; cookies: string[] };

/** One HTTP request from a chosen loopback source address. */
function send(from: string, method: string, url: string, options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, localAddress: from, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const setCookie = res.headers["set-cookie"] ?? [];
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), cookies: setCookie });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const login = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  send(from, "POST", "/api/auth/login", { json: { email, password }, headers });

/** A session cookie the answer set (not one it cleared), as a Cookie header value. */
function sessionCookie(answer: Answer): string | undefined {
  return answer.cookies.map((c) => c.split(";")[0]).find((c) => /session-token=./.test(c));
}

test("finding 1: next-auth's own endpoints are closed, so a spent sign-in budget cannot be dodged through them", async () => {
  const attacker = "127.0.0.2";
  // Spend the address's sign-in budget on /api/auth/login.
  for (let i = 1; i <= LOGIN_LIMIT; i += 1) expect((await login(attacker, `nobody-${i}@masterly.test`, "not-the-password")).status).toBe(401);
  expect((await login(attacker, DEMO.learner.email, DEMO.password)).status).toBe(429);

  // The second door, as next-auth's client would use it: fetch a CSRF token, then post the credentials.
  const csrf = await send(attacker, "GET", "/api/auth/csrf");
  const csrfToken = csrf.status === 200 ? (JSON.parse(csrf.text) as { csrfToken: string }).csrfToken : "none";
  const csrfCookie = csrf.cookies.map((c) => c.split(";")[0]).join("; ");
  const guess = (password: string) =>
    send(attacker, "POST", "/api/auth/callback/credentials", {
      form: { email: DEMO.learner.email, password, csrfToken, json: "true" },
      headers: { cookie: csrfCookie },
    });
  const guesses = [...(await Promise.all([guess("guess-1"), guess("guess-2")])), await guess(DEMO.password)];
  for (const guess of guesses) {
    expect(sessionCookie(guess), "the callback must not open a session").toBeUndefined();
    expect(guess.status).toBe(404);
  }
  expect(csrf.status).toBe(404);
  for (const [method, url] of [
    ["GET", "/api/auth/providers"],
    ["GET", "/api/auth/signin"],
    ["POST", "/api/auth/signin/credentials"],
    ["GET", "/api/auth/signout"],
    ["POST", "/api/auth/signout"],
    ["GET", "/api/auth/session"],
    ["GET", "/api/auth/error"],
  ] as const) {
    const answer = await send("127.0.0.3", method, url);
    expect(answer.status, `${method} ${url}`).toBe(404);
    expect(answer.cookies, `${method} ${url}`).toEqual([]);
  }
});

test("finding 1: a session revoked by /api/auth/logout is dead everywhere, /api/auth/session included", async () => {
  const signedIn = await login("127.0.0.5", DEMO.admin.email, DEMO.password);
  expect(signedIn.status).toBe(200);
  const cookie = sessionCookie(signedIn)!;
  expect(cookie).toBeTruthy();
  expect((await send("127.0.0.5", "GET", "/api/auth/me", { headers: { cookie } })).status).toBe(200);
  expect((await send("127.0.0.5", "POST", "/api/auth/logout", { headers: { cookie } })).status).toBeLessThan(300);

  // A copy of the cookie kept from before the logout.
  expect((await send("127.0.0.5", "GET", "/api/auth/me", { headers: { cookie } })).status).toBe(401);
  const session = await send("127.0.0.5", "GET", "/api/auth/session", { headers: { cookie } });
  expect(session.text).not.toContain(DEMO.admin.email);
  expect(session.status).toBe(404);
});

test("finding 2: two client addresses have separate sign-in budgets, and no header can move a request to another", async () => {
  const attacker = "127.0.0.6";
  const victim = "127.0.0.7";
  for (let i = 1; i <= LOGIN_LIMIT; i += 1) expect((await login(attacker, `nobody-${i}@masterly.test`, "not-the-password")).status).toBe(401);
  const spoofs: Record<string, string>[] = [
    {},
    { "x-forwarded-for": "203.0.113.9" },
    { "x-real-ip": "203.0.113.10" },
    { "x-masterly-client-ip": "203.0.113.11" },
    { "x-forwarded-for": "203.0.113.12", "x-masterly-client-ip": "127.0.0.7" },
  ];
  for (const headers of spoofs) {
    const answer = await login(attacker, "nobody@masterly.test", "not-the-password", headers);
    expect(answer.status, JSON.stringify(headers)).toBe(429);
  }
  // The attacker spent only their own budget: another client signs in.
  const other = await login(victim, DEMO.learner.email, DEMO.password);
  expect(other.status, other.text).toBe(200);
});

test("finding 2: successful sign-ins do not spend the address's budget", async () => {
  const office = "127.0.0.8";
  for (let i = 1; i <= LOGIN_LIMIT + 3; i += 1) {
    const answer = await login(office, DEMO.staff.email, DEMO.password);
    expect(answer.status, `sign-in ${i}: ${answer.text}`).toBe(200);
  }
});

test("finding 2: empty register bodies from one address do not block sign-ups from another", async () => {
  const attacker = "127.0.0.9";
  for (let i = 1; i <= EMAIL_LIMIT; i += 1) expect((await send(attacker, "POST", "/api/auth/register", { json: {} })).status).toBe(422);
  expect((await send(attacker, "POST", "/api/auth/register", { json: {} })).status).toBe(429);
  const newcomer = await send("127.0.0.10", "POST", "/api/auth/register", {
    json: { name: "New Learner", email: "new-learner@masterly.test", password: "a-long-enough-password-1" },
  });
  expect(newcomer.status, newcomer.text).toBe(201);
});
