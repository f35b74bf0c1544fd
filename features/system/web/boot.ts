// The server's start-up check, loaded by instrumentation.ts in the Node.js runtime only: the whole
// environment is validated here, once, and a bad or missing variable stops the start with one line
// per problem (lib/env.ts), instead of failing on the first request that reads it.
import { peerAddressHeaderIsSet } from "@/lib/api/client-ip";
import { certificateKeys } from "@/features/certificates/server";
import { getEnv } from "@/lib/env";

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
