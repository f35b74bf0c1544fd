// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { catalogMetadata, CatalogView } from "./client/catalog-view";
export { getCatalog, getPublishedCourse } from "./server/snapshot";
export { CoursePage } from "./web/course-page";
