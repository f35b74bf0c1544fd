// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { getAnalytics } from "./server/analytics";
export { passwordChangedEmail, twoFactorChangedEmail } from "./server/emails";
export { addAnswerFigures, addSessionMinutes, answersOfQuestions, averageLearnerProgress, ensureRollups, figuresOfUsers, noteStudied, ratingFigures, refreshCourseFigures, refreshCourseRatings, refreshEnrollmentFigures, refreshLearnerFigures, refreshPairsFigures, refreshProgressFigures, refreshSessionFigures, sumFigures } from "./server/figures/rollups";
export { activeEnrollments, countUsers, countUsersOfRole } from "./server/figures/user-counts";
export { getOverviewStats, overviewFor } from "./server/overview";
