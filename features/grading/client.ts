// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { GradingQueue } from "./client/grading-queue";
export { questionStatsQueryOptions } from "./client/queries";
