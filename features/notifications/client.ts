// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { NotificationsBell } from "./client/notifications-bell";
