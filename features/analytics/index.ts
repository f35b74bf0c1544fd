// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { AnalyticsSkeleton } from "./client/analytics-skeleton";
export { analyticsKeys } from "./client/queries";
export { ACTIVE_STUDENT_WHERE, activeShareHint, FIGURES } from "./figure-definitions";
export { analyticsQuerySchema, analyticsResponse, dashboardStatsResponse, parseRange } from "./schema";
export { analyticsCsv, analyticsFileName } from "./server/csv-export";
