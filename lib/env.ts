// Every environment variable the app reads, validated once at boot (instrumentation.ts) with one
// clear message per problem. Import `env` instead of reading process.env anywhere else.
import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "./db/adapter";

const DEV_SECRET = "masterly-insecure-development-secret-change-me";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** Whether an address points at this machine only (APP_URL unset defaults to localhost). */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** ALLOW_TEST_PAYMENTS=1 lets the test provider run in production, on a loopback APP_URL only. */
export function testPaymentsEscape(value: { ALLOW_TEST_PAYMENTS: boolean; APP_URL?: string }): boolean {
  return value.ALLOW_TEST_PAYMENTS && isLoopbackUrl(value.APP_URL);
}

const positiveInt = (fallback: number) =>
  z.coerce.number().int("must be a whole number").positive("must be greater than 0").default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: positiveInt(3000),
    APP_URL: z.url("APP_URL must be a full URL such as https://masterly.example.com").optional(),
    DATABASE_URL: z
      .string()
      .default(DEFAULT_DATABASE_URL)
      .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), "DATABASE_URL must start with file: or postgres://"),
    NEXTAUTH_SECRET: z.string().optional(),
    SMTP_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^smtps?:\/\//.test(v), "SMTP_URL must start with smtp:// or smtps://"),
    MAIL_FROM: z.string().default("Masterly <no-reply@masterly.dev>"),
    MAIL_OUTBOX_DIR: z.string().default("data/outbox"),
    RATE_LIMIT_LOGIN_PER_15_MIN: positiveInt(20),
    RATE_LIMIT_EMAIL_PER_HOUR: positiveInt(10),
    // Certificate lookups by code (verify page and API) per address per minute, against enumeration.
    RATE_LIMIT_CERTIFICATE_LOOKUPS_PER_MINUTE: positiveInt(30),
    MAX_BODY_BYTES: positiveInt(1_000_000),
    DATABASE_POOL_SIZE: positiveInt(10),
    AGGREGATE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    // How long an instance keeps a caller's session row (lib/db/auth-cache.ts); 0 turns it off.
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1_000),
    TRUST_PROXY: bool,
    // Certificates (docs/decisions/016-certificates-ed25519.md): the Ed25519 signing key and retired public keys; parsed in features/certificates/signing/keys.ts.
    CERTIFICATE_SIGNING_KEY: z.string().trim().optional(),
    CERTIFICATE_PREVIOUS_PUBLIC_KEYS: z.string().optional(),
    UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * 1024 * 1024),
    UPLOAD_MAX_FILE_BYTES: positiveInt(50 * 1024 * 1024),
    /** Where lesson uploads are kept (lib/storage); defaults to data/storage beside the SQLite file. */
    STORAGE_DIR: z.string().optional(),
    TRUST_PROXY_HOPS: positiveInt(1),
    // Selling courses (docs/domain/payments.md): features/orders/server/payments. `test` is the default outside production and refused
    // in it; production without a provider sells free courses only.
    PAYMENT_PROVIDER: z.enum(["test", "stripe", "none", ""]).optional(),
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    STRIPE_API_URL: z.url("STRIPE_API_URL must be a full URL such as http://127.0.0.1:12111").optional(),
    // The e2e server is a production build that must still sell through the test provider: this
    // escape is honoured only when APP_URL is a loopback address, so no public site can take it.
    ALLOW_TEST_PAYMENTS: bool,
    // Background jobs (docs/domain/jobs.md): the web process works the queues unless this is off,
    // for sites that run `npm run worker` processes instead.
    JOBS_WORKER: z
      .enum(["on", "off", ""], "JOBS_WORKER must be on or off (off: this web process runs no background jobs, so run `npm run worker` beside it)")
      .optional()
      .transform((v) => (v === "off" ? "off" : "on")),
  })
  .superRefine((value, ctx) => {
    const secret = value.NEXTAUTH_SECRET;
    if (value.NODE_ENV === "production" && (!secret || secret === DEV_SECRET || secret.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "NEXTAUTH_SECRET must be set to a random string of at least 32 characters in production (openssl rand -base64 32)",
      });
    }
    if (value.NODE_ENV === "production" && !value.CERTIFICATE_SIGNING_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CERTIFICATE_SIGNING_KEY"],
        message: "CERTIFICATE_SIGNING_KEY must be set in production: the base64 of an Ed25519 PKCS#8 DER key (openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)",
      });
    }
    if (value.NODE_ENV === "production" && value.PAYMENT_PROVIDER === "test" && !testPaymentsEscape(value)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: value.ALLOW_TEST_PAYMENTS
          ? "PAYMENT_PROVIDER=test with ALLOW_TEST_PAYMENTS=1 is allowed in production only when APP_URL is a loopback address (127.0.0.1, localhost, ::1)"
          : "PAYMENT_PROVIDER=test takes no real payments and is refused in production: use stripe, or leave it unset to sell free courses only",
      });
    }
    if (value.PAYMENT_PROVIDER === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} must be set when PAYMENT_PROVIDER=stripe` });
      }
    }
  });

export type Env = z.infer<typeof schema> & { APP_URL: string; NEXTAUTH_SECRET: string };

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  const value = parsed.data;
  return {
    ...value,
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ""),
    NEXTAUTH_SECRET: value.NEXTAUTH_SECRET || DEV_SECRET,
  };
}

let cached: Env | undefined;

/** The validated environment. Throws a readable error listing each bad variable. */
export function getEnv(): Env {
  cached ??= load();
  return cached;
}

export const isProduction = () => getEnv().NODE_ENV === "production";
