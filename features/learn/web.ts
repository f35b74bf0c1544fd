// The feature's door for server code that speaks HTTP (the headers a lesson's file is served
// with): routes import it; data code never does.
export { lessonFileHeaders } from "./web/lesson-file-headers";
