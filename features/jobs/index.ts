// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { JOB_LIST_STATES, jobDetailResponse, jobListQuerySchema, jobListResponse, jobSchema } from "./schema";
export type { JobListQuery, JobListState, JobView, QueueHealthView } from "./schema";
