// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { StatusBadge } from "./client/course-badges";
export { courseFilters, courseKeys } from "./client/queries";
export { certificateSettingsResponse, courseAnalyticsResponse, courseDetailResponse, courseListResponse, courseResponseSchema, courseSavedResponse, coursesDeletedResponse, thumbnailUploadedResponse } from "./responses";
export { courseAnalyticsQuerySchema, courseListQuerySchema, courseSchema, courseStatusSchema, courseUpdateSchema, THUMBNAIL_MAX_BYTES } from "./schema";
export type { CourseListQuery } from "./schema";
