// Helpers for route-handler tests: real rows in the file's temporary database, real sessions,
// real Request objects handed to the exported route functions.
import { prisma } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { encodeToken, SESSION_COOKIE } from "@/lib/auth/session";
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_JWT_MAX_AGE_SECONDS } from "@/lib/auth/constants";
import type { Role } from "@/lib/permissions";

export const BASE_URL = "http://localhost:3000";
let counter = 0;

export type TestUser = { id: string; email: string; name: string; role: Role; password: string };

// bcrypt is slow by design; a test file makes many users with the same password, so each distinct
// password is hashed once per file (a real bcrypt hash, verified by the real login code).
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createUser(overrides: Partial<{ role: Role; email: string; name: string; password: string; isActive: boolean; isEmailVerified: boolean; department: string | null; phoneNumber: string | null }> = {}): Promise<TestUser> {
  counter += 1;
  const role = overrides.role ?? "user";
  const password = overrides.password ?? "correct-horse-9";
  const user = await prisma.user.create({
    data: {
      email: overrides.email ?? `${role}${counter}-${Date.now()}@example.test`,
      name: overrides.name ?? `Test ${role} ${counter}`,
      role,
      passwordHash: await hashOnce(password),
      isActive: overrides.isActive ?? true,
      isEmailVerified: overrides.isEmailVerified ?? true,
      department: overrides.department ?? null,
      phoneNumber: overrides.phoneNumber ?? null,
    },
  });
  return { id: user.id, email: user.email, name: user.name, role, password };
}

/** One user per role, for a file's permission checks: `({ admin, staff, learner } = await createRoleUsers())`; names are optional. */
export async function createRoleUsers(names: { admin?: string; staff?: string; learner?: string } = {}): Promise<{ admin: TestUser; staff: TestUser; learner: TestUser }> {
  return {
    admin: await createUser({ role: "admin", name: names.admin }),
    staff: await createUser({ role: "staff", name: names.staff }),
    learner: await createUser({ role: "user", name: names.learner }),
  };
}

/** Session headers for a new admin, staff member and learner: `({ admin, staff, learner } = await roleSessionHeaders())`. */
export async function roleSessionHeaders(): Promise<Record<"admin" | "staff" | "learner", Record<string, string>>> {
  const users = await createRoleUsers();
  return { admin: await sessionHeaders(users.admin), staff: await sessionHeaders(users.staff), learner: await sessionHeaders(users.learner) };
}

/** A live session for the user, as the cookie header a browser would send. */
export async function sessionHeaders(user: { id: string; email: string; name: string; role: string }): Promise<Record<string, string>> {
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
  });
  const token = await encodeToken(
    { sub: user.id, sid: session.id, typ: "session", role: user.role, name: user.name, email: user.email },
    SESSION_JWT_MAX_AGE_SECONDS,
  );
  return { cookie: `${SESSION_COOKIE()}=${token}` };
}

/** A live session for the user, as a bearer access token. */
export async function bearerHeaders(user: { id: string; email: string; name: string; role: string }): Promise<Record<string, string>> {
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
  });
  const token = await encodeToken(
    { sub: user.id, sid: session.id, typ: "access", role: user.role, name: user.name, email: user.email },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return { authorization: `Bearer ${token}` };
}

export type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export type CallResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers; text: string };

/** Calls an exported route function the way Next.js does, and reads the JSON answer. */
export async function call<T = Record<string, unknown>>(fn: RouteFn, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? "/api/test", BASE_URL);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const headers: Record<string, string> = { host: "localhost:3000", ...(hasBody ? { "content-type": "application/json" } : {}), ...options.headers };
  const req = new Request(url, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const res = await fn(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body: body as T, headers: res.headers, text };
}

/** Asserts nothing secret leaks: no password or token hashes, no secrets, anywhere in a body. */
export function findSecrets(text: string): string[] {
  const forbidden = ["passwordHash", "tokenHash", "codeHash", "twoFactorSecret", "$2a$", "$2b$", "NEXTAUTH_SECRET"];
  return forbidden.filter((needle) => text.includes(needle));
}
