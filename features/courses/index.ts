// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { courseAnalyticsQuerySchema, courseAnalyticsResponse, courseDetailResponse, courseListQuerySchema, courseListResponse, courseResponseSchema, courseSavedResponse, courseSchema, coursesDeletedResponse, courseStatusSchema, courseUpdateSchema, THUMBNAIL_MAX_BYTES, thumbnailUploadedResponse } from "./schema";
export type { CourseListQuery } from "./schema";
