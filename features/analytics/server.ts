// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { getAnalytics } from "./server/analytics";
export { passwordChangedEmail, twoFactorChangedEmail } from "./server/emails";
export { currentOverviewFor, getOverviewStats, overviewFor } from "./server/overview";
export { runWeeklyReport, scheduleWeeklyReport, weeklyReportJob } from "./server/weekly-report-job";
