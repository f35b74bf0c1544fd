// The feature's door for server code that the app's routes and pages use and data code never imports.
export { currentCoupon, currentCoupons } from "./web/current";
