// What the auth route tests share: requests that each come from a fresh client address (so the
// per-address rate budgets are only spent where a test means to), the emails the routes sent, the
// session a sign-in hands out, and security settings changed for the length of one test.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { outboxFiles } from "@/test/mail";
import { expect } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { saveSettings } from "@/lib/settings/store";
import { SETTINGS_DEFAULTS, type SecuritySettings } from "@/lib/settings/defaults";
import { call, findSecrets, type CallResult, type RouteFn } from "@/test/helpers";

/** A POST sender whose every request comes from the next address in `subnet` ("10.6.0"), unless headers name one. */
export function authClient(subnet: string) {
  let counter = 0;
  const freshIp = () => `${subnet}.${++counter}`;
  async function send(fn: unknown, body: unknown, headers: Record<string, string> = {}): Promise<CallResult> {
    const res = await call(fn as RouteFn, { method: "POST", body, headers: { "x-real-ip": freshIp(), ...headers } });
    expect(findSecrets(res.text), "secrets in a response").toEqual([]);
    return res;
  }
  /** Signs in with the password: the bearer pair and the session cookie (name=value). */
  async function signIn(user: { email: string; password: string }) {
    const res = await send(login, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const data = res.body.data as { token: string; refreshToken: string };
    return { token: data.token, refreshToken: data.refreshToken, cookie: sessionCookie(res).split(";")[0] };
  }
  return { freshIp, send, signIn };
}

/** The full Set-Cookie of the session a response starts. */
export function sessionCookie(res: CallResult): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  expect(cookie, "a session cookie").toBeTruthy();
  return cookie as string;
}

/** The files of the emails sent to `to`, oldest first. */
export const mailsTo = outboxFiles;

/** The last email sent to `to` (the test fails when there is none). */
export async function latestMail(to: string) {
  const files = mailsTo(to);
  expect(files.length, `an email to ${to}`).toBeGreaterThan(0);
  const parsed = await simpleParser(fs.readFileSync(path.join(process.env.MAIL_OUTBOX_DIR as string, files[files.length - 1])));
  return { subject: parsed.subject ?? "", text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "" };
}

/** The token of the link to `pathname` in an email's text; the link points at APP_URL. */
export function tokenFrom(text: string, pathname: string): string {
  const link = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === pathname);
  expect(link, `a ${pathname} link`).toBeTruthy();
  expect(link!.origin).toBe(getEnv().APP_URL);
  return link!.searchParams.get("token") as string;
}

/** Changes security settings for the duration of `fn` (the Setting row), then restores the defaults. */
export async function withSecurity(change: Partial<SecuritySettings>, fn: () => Promise<void>) {
  await saveSettings("security", { ...SETTINGS_DEFAULTS.security, ...change });
  try {
    await fn();
  } finally {
    await prisma.setting.deleteMany({ where: { group: "security" } });
  }
}
