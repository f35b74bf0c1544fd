// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { AnalyticsView } from "./client/analytics-view";
export { Overview } from "./client/overview/overview";
export { AnalyticsSkeleton } from "./client/analytics-skeleton";
export { analyticsKeys } from "./client/queries";
