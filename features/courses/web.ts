// The feature's door for server code that uses the HTTP layer or Next (the course pages' loader,
// which redirects and answers 404; the list envelope a route and a page share): routes and pages
// import it; data code never does.
export { courseMetadata, loadCourse } from "./web/load-course";
export type { CoursePageProps } from "./web/load-course";
export { courseListEnvelope } from "./web/list-envelope";
