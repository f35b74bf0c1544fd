// The feature's public door for server code: the health check's probes, and the background workers
// (every job definition, and their start and stop). The start-up check is behind the web door.
export { databaseReachable, jobsHealth } from "./server/health";
export { JOB_DEFINITIONS, startJobWorkers, stopJobWorkers } from "./server/workers";
