// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { createJob, deleteJob, getJob, listJobs, updateJob } from "./server/crud";
