// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { JOB_SORTS, jobDetailResponse, jobInputSchema, jobListQuerySchema, jobListResponse, jobSchema } from "./schema";
export type { JobInput, JobListQuery, JobView } from "./schema";
