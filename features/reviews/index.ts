// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { adminReviewResponseSchema, myReviewResponseSchema, reviewHideSchema, reviewInputSchema, reviewListQuerySchema, reviewParamsSchema, reviewSummaryResponseSchema } from "./schema";
