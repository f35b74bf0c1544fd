// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { progressOf, recomputeCourse, recomputeEnrollment } from "./server/progress";
export type { Recomputed } from "./server/progress";
export { questionStats, questionStatsFor, recordStats } from "./server/question-stats";
export { averageOf, ratingsByCourse, ratingTotals } from "./server/ratings";
export { courseOrdersSince, revenueByCourse, revenueTotal } from "./server/revenue";
export { answersOfQuestions, figuresOfUsers } from "./server/rollups/before-delete";
export { completedSince, completedSinceTotal, eventsBetween, learnersStudied, learnersStudiedByAge, revenueBetween } from "./server/rollups/exact-ends";
export { averageLearnerProgress, courseFigureRows, figuresByCourse, figuresByDay, learnersEnrolledBefore, ratingFigures, sumFigures, topCoursesAllTime } from "./server/rollups/read";
export { ensureRollups } from "./server/rollups/rebuild";
export { addAnswerFigures, addSessionMinutes, refreshSessionFigures } from "./server/rollups/refresh-activity";
export { enrollmentsChanged, refreshCourseFigures, refreshCourseRatings } from "./server/rollups/refresh-courses";
export { noteStudied, refreshLearnerFigures, refreshProgressFigures } from "./server/rollups/refresh-learners";
export { activeEnrollments, countUsers, countUsersOfRole } from "./server/user-counts";
