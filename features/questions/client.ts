// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { NO_FILTERS, QuestionsToolbar } from "./client/questions-toolbar";
export type { QuestionFilterState } from "./client/questions-toolbar";
export { QuestionsView } from "./client/questions-view";
export { MatchRow } from "./client/match-row";
export { DEFAULT_QUESTION_LIST_PARAMS, questionKeys, questionListOptions } from "./client/queries";
export { DifficultyBadge, TypeBadge } from "./client/question-badges";
export { CodeBlock } from "./client/question-text";
export { QuestionsTableSkeleton } from "./client/questions-list-state";
export { RichText } from "./client/rich-text";
