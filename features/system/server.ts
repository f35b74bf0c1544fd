// The feature's public door for server code: the start-up check that instrumentation.ts runs.
export { checkEnvironmentAtBoot } from "./web/boot";
