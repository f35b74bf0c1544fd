// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { discardJobById, listJobViews, retryFailedJob } from "./server/jobs";
