// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { activeEnrollment, isStaffViewer, lockedError, playerContext } from "./server/access";
export type { Viewer } from "./server/access";
export { recordActivity } from "./server/activity";
export { completeLesson, completeLessons } from "./server/complete";
export { enroll, enrollAfterVerification, enrollSelf, toEnrollmentView } from "./server/enroll";
export type { EnrollInput, EnrollmentSource } from "./server/enroll";
export { learnerHome } from "./server/home";
export { getPlayerLesson, lessonMedia } from "./server/lesson";
export { getPlayerOutline } from "./server/outline";
export { issueCompletionCertificates, queueCompletionEmails } from "./server/progress";
