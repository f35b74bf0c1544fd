// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { CourseAnalyticsView } from "./client/course-analytics";
export { CourseDetailPage } from "./client/course-page";
export { CoursesView } from "./client/courses-view";
export { StatusBadge } from "./client/course-badges";
export { courseFilters, courseKeys } from "./client/queries";
