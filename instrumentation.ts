// Runs once when the server boots: validate the environment so a bad variable stops the start
// with a clear message instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getEnv } = await import("./lib/env");
    const env = getEnv();
    // A malformed certificate key stops the start too, rather than the first certificate issued.
    // Not during `next build`, which only needs the variable set (the Dockerfile passes a placeholder).
    if (process.env.NEXT_PHASE !== "phase-production-build") {
      const { certificateKeys } = await import("./lib/certificates/keys");
      certificateKeys();
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      console.warn("[masterly] SMTP_URL is not set: emails are written to the outbox folder instead of being sent.");
    }
    const { peerAddressHeaderIsSet } = await import("./lib/api/client-ip");
    if (env.NODE_ENV === "production" && !env.TRUST_PROXY && !peerAddressHeaderIsSet()) {
      console.warn("[masterly] Started without server.mjs and without TRUST_PROXY: client addresses are unknown, so every client shares one rate-limit budget. Use `npm start`.");
    }
  }
}
