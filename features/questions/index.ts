// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { analyseImport, checkQuestion } from "./formats/import";
export { CODECS, exportFileName } from "./formats/index";
export { csvTemplate } from "./formats/template";
export { grade } from "./grade";
export type { LearnerResponse } from "./grade";
export { bulkTagsSchema, DIFFICULTY_LABELS, importCheckSchema, importCommitSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, OPTION_LETTERS, QUESTION_TYPE_LABELS, questionDeletedResponse, questionDetailResponse, questionExportQuerySchema, questionImportCheckResponse, questionImportCommitResponse, questionImportResponse, questionListQuerySchema, questionListResponse, questionSchema, questionsDeletedResponse, questionsTaggedResponse } from "./schema";
export type { QuestionInput, QuestionType, TextFormat } from "./schema";
