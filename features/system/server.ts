// The feature's public door for server code: the start-up check that instrumentation.ts runs, and the
// health check's database probe.
export { databaseReachable, jobsHealth } from "./server/health";
export { checkEnvironmentAtBoot } from "./web/boot";
