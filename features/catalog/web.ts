// The feature's door for server code that uses Next (the cached catalogue snapshot): pages and
// routes import it; data code never does.
export { getCatalog, getPublishedCourse } from "./web/snapshot";
export { CoursePage } from "./web/course-page";
