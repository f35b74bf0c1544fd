// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { notifyAccountLocked, notifyGradingWaiting, notifyJob, notifyPermitted, notifyUsers } from "./server/notify";
export { listNotifications, markNotificationsRead, notifyExpiredInvitations } from "./server/read";
