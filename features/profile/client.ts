// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { PrintButton } from "./client/print-button";
export { ProfileView } from "./client/profile-view";
