// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { NO_FILTERS, QuestionsToolbar } from "./client/questions-toolbar";
export type { QuestionFilterState } from "./client/questions-toolbar";
export { QuestionsView } from "./client/questions-view";
