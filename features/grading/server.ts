// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { gradeAnswer, gradingQueue, gradingQueueCount } from "./server/queue";
// Item statistics are figures maintained below the quizzes that record them; the questions route reads them through this door.
export { questionStats } from "@/features/figures/server";
