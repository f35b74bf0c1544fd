// The course catalogue, by operation: list.ts (list, stats, the catalogue's search), get.ts,
// mutations.ts (create, edit, status lifecycle), delete.ts, analytics.ts (per course) and images.ts
// (thumbnail storage). Enrollment figures are always computed from Enrollment rows (shape.ts).
export { toDollars, toCents, type CourseDto, type CourseDetailDto, type CourseStats, type Actor, type Viewer } from "./server/shape";
export { listCourses, searchPublishedCourseIds, courseListPage, courseStats } from "./server/list";
export { getCourse } from "./server/get";
export { createCourse, updateCourse, changeCourseStatus } from "./server/mutations";
export { deleteCourse, bulkDeleteCourses } from "./server/delete";
export { courseAnalytics, type AnalyticsPoint, type CourseAnalytics } from "./server/analytics";
export { detectImageType, uploadsDir, saveThumbnail, readThumbnail, type ImageType } from "./server/images";
