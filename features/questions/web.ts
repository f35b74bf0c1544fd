// The feature's door for server code that uses the HTTP layer or Next (the list envelope a route
// and a page share): routes and pages import it; data code never does.
export { questionListEnvelope } from "./web/list-envelope";
