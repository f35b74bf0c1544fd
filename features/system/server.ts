// The feature's public door for server code: the start-up check that instrumentation.ts runs, and the
// health check's database probe, and the background workers (every job definition, and their start and stop).
export { databaseReachable } from "./server/health";
export { checkEnvironmentAtBoot, startWorkersAtBoot } from "./web/boot";
export { JOB_DEFINITIONS, startJobWorkers, stopJobWorkers } from "./server/workers";
