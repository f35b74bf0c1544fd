// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { gradeAnswer, gradingQueue, gradingQueueCount } from "./server/queue";
export { questionStats, questionStatsFor, recordStats } from "./server/stats";
