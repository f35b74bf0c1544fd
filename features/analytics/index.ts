// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { analyticsQuerySchema, parseRange } from "./schema";
export { analyticsResponse, dashboardStatsResponse } from "./schema";
export { analyticsCsv, analyticsFileName } from "./server/csv-export";
