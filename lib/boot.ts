// The server's start-up check, loaded by instrumentation.ts in the Node.js runtime only: the whole
// environment is validated here, once, and a bad or missing variable stops the start with one line
// per problem (lib/env.ts), instead of failing on the first request that reads it.
import { getEnv } from "./env";

export function checkEnvironmentAtBoot(): void {
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    console.error(`[masterly] The server cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (env.NODE_ENV === "production" && !env.SMTP_URL) {
    console.warn("[masterly] SMTP_URL is not set: emails are written to the outbox folder instead of being sent.");
  }
}
