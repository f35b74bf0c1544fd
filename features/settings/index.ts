// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { SettingsCardHeader } from "./client/settings-card-header";
export { analyticsResponse, auditListResponse, dashboardStatsResponse, gradingQueueResponse, healthResponse, notificationsMarkedResponse, notificationsResponse, settingsGroupResponse, settingsResponse } from "./responses";
export type { AnalyticsReport, OverviewStats, PendingIssue } from "./responses";
export { AUDIT_SORTS, auditFiltersSchema, auditListQuerySchema, boundEnd, boundStart, settingsBodySchema, settingsGroupParamsSchema, settingsSchemas } from "./schema";
export type { AuditEntry, AuditFilters, AuditListResponse, AuditSort } from "./schema";
