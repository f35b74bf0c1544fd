// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { DashboardHome } from "./client/dashboard-home";
export { Player } from "./client/player";
export { ResumeRedirect } from "./client/resume-redirect";
export type { KindBodyProps, LessonKindPlayer, LessonKindPlayers } from "./client/kind-players";
