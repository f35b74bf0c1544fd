// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { averageOf, ratingsByCourse, ratingTotals } from "./server/ratings";
export { courseOrdersSince, revenueByCourse, revenueTotal } from "./server/revenue";
export {
  addAnswerFigures,
  addSessionMinutes,
  answersOfQuestions,
  averageLearnerProgress,
  completedSince,
  completedSinceTotal,
  courseFigureRows,
  ensureRollups,
  eventsBetween,
  figuresByCourse,
  figuresByDay,
  figuresOfUsers,
  learnersEnrolledBefore,
  learnersStudied,
  learnersStudiedByAge,
  noteStudied,
  ratingFigures,
  refreshCourseFigures,
  refreshCourseRatings,
  refreshEnrollmentFigures,
  refreshLearnerFigures,
  refreshPairsFigures,
  refreshProgressFigures,
  refreshSessionFigures,
  revenueBetween,
  sumFigures,
  topCoursesAllTime,
} from "./server/rollups";
export { activeEnrollments, countUsers, countUsersOfRole } from "./server/user-counts";
