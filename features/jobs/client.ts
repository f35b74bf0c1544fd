// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { JobsAdmin } from "./client/jobs-admin";
