// Shared by the staff and invitation route tests: the access matrix every admin endpoint must
// answer, and the emails the handlers wrote to this test file's outbox.
import { expect } from "vitest";
import { mailsTo } from "@/test/mail";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type CallOptions, type RouteFn, type TestUser } from "@/test/helpers";

let outsiders: Promise<TestUser[]> | undefined;

/** One staff member and one learner per test file, created once (so counts stay predictable). */
export async function nonAdmins(): Promise<TestUser[]> {
  const cached = outsiders && (await outsiders);
  if (cached && (await prisma.user.count({ where: { id: { in: cached.map((u) => u.id) } } })) === cached.length) return cached;
  outsiders = Promise.all([createUser({ role: "staff", name: "Outsider Staff" }), createUser({ role: "user", name: "Outsider Learner" })]);
  return outsiders;
}

/** Anonymous → 401; staff and learner → 403. */
export async function expectAdminOnly(fn: RouteFn, options: CallOptions = {}) {
  const anonymous = await call(fn, options);
  expect(anonymous.status, "anonymous").toBe(401);
  for (const user of await nonAdmins()) {
    const role = user.role;
    const res = await call(fn, { ...options, headers: { ...options.headers, ...(await sessionHeaders(user)) } });
    expect(res.status, role).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
  }
}

export { mailsTo, type OutboxMail } from "@/test/mail";

/** The token of the newest emailed link to `pathname` for `to`. */
export async function emailedToken(to: string, pathname: string): Promise<string> {
  const mails = await mailsTo(to);
  const link = mails
    .flatMap((m) => m.links)
    .filter((l) => new URL(l).pathname === pathname)
    .at(-1);
  expect(link, `a ${pathname} link emailed to ${to}`).toBeTruthy();
  return new URL(link as string).searchParams.get("token") as string;
}
