// The server's start-up check, loaded by instrumentation.ts in the Node.js runtime only: the whole
// environment is validated here, once, and a bad or missing variable stops the start with one line
// per problem (lib/env.ts), instead of failing on the first request that reads it.
import { peerAddressHeaderIsSet } from "@/lib/api/client-ip";
import { certificateKeys } from "@/features/certificates/server";
import { getEnv } from "@/lib/env";
import { startJobWorkers, stopJobWorkers } from "../server/workers";

/** server.mjs calls what is stored here on SIGTERM/SIGINT, before it exits. */
const STOP_WORKERS = Symbol.for("masterly.stopWorkers");

export function checkEnvironmentAtBoot(): void {
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    console.error(`[masterly] The server cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  try {
    // A malformed certificate key stops the start too, rather than the first certificate issued.
    certificateKeys();
  } catch (error) {
    console.error(`[masterly] The server cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (env.NODE_ENV === "production" && env.PAYMENT_PROVIDER === "test") {
    console.warn(`[masterly] ALLOW_TEST_PAYMENTS=1: the test payment provider is on in production (APP_URL ${env.APP_URL} is loopback). It takes no real money; never use this on a public site.`);
  }
  if (env.NODE_ENV === "production" && !env.SMTP_URL) {
    console.warn("[masterly] SMTP_URL is not set: emails are written to the outbox folder instead of being sent.");
  }
  if (env.NODE_ENV === "production" && !env.TRUST_PROXY && !peerAddressHeaderIsSet()) {
    console.warn("[masterly] Started without server.mjs and without TRUST_PROXY: client addresses are unknown, so every client shares one rate-limit budget. Use `npm start`.");
  }
}

/**
 * The web process works the job queues too, unless JOBS_WORKER=off (then `npm run worker` processes
 * do): docs/domain/jobs.md. server.mjs stops them on SIGTERM/SIGINT, so a job being sent finishes
 * before the process exits; one that is cut short anyway runs again once its time is up.
 */
export async function startWorkersAtBoot(): Promise<void> {
  if (getEnv().JOBS_WORKER === "off") {
    console.info("[jobs] JOBS_WORKER=off: this process runs no background jobs; `npm run worker` must run beside it.");
    return;
  }
  try {
    const queues = await startJobWorkers();
    (globalThis as Record<symbol, unknown>)[STOP_WORKERS] = stopJobWorkers;
    console.info(`[jobs] working the queues: ${queues.join(", ")}`);
  } catch (error) {
    // The site still answers and records its jobs; they wait until a worker can start.
    console.error("[jobs] the workers could not start:", error);
  }
}
