// The lessons feature's door for pages bound to Next: the app imports it; data code never does.
export { CurriculumPage, curriculumMetadata } from "./web/curriculum-page";
