// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { MatchRow } from "./client/match-row";
export { DEFAULT_QUESTION_LIST_PARAMS, questionKeys, questionListOptions } from "./client/queries";
export { DifficultyBadge, TypeBadge } from "./client/question-badges";
export { CodeBlock } from "./client/question-text";
export { QuestionsTableSkeleton } from "./client/questions-list-state";
export { RichText } from "./client/rich-text";
export { analyseImport, checkQuestion } from "./formats/import";
export { CODECS, exportFileName } from "./formats/index";
export { csvTemplate } from "./formats/template";
export { grade } from "./grade";
export type { LearnerResponse } from "./grade";
export { bulkTagsSchema, DIFFICULTY_LABELS, importCheckSchema, importCommitSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, OPTION_LETTERS, QUESTION_TYPE_LABELS, questionDeletedResponse, questionDetailResponse, questionExportQuerySchema, questionImportCheckResponse, questionImportCommitResponse, questionImportResponse, questionListQuerySchema, questionListResponse, questionSchema, questionsDeletedResponse, questionsTaggedResponse } from "./schema";
export type { QuestionInput, QuestionType, TextFormat } from "./schema";
