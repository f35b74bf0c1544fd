// The feature's public door for server code bound to the running app: the start-up check and the
// workers' start that instrumentation.ts runs at boot.
export { checkEnvironmentAtBoot, startWorkersAtBoot } from "./web/boot";
