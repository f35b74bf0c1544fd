// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { courseThumbnail, toCardCourse, toSpotlight } from "./components/card-course";
export { levelLabel } from "./components/content";
export { CourseCurriculum } from "./components/course-curriculum";
export { CourseDetails, CoursePrice, CourseStats, CourseThumbnail, InstructorAvatar } from "./components/course-meta";
export { OG_IMAGE } from "./components/seo";
export { catalogHref, catalogQuerySchema, catalogViewKey, catalogViewQuery } from "./schema";
