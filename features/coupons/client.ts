// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { CouponsAdmin } from "./client/coupons-admin";
export { validateCoupon } from "./client/queries";
export type { CouponPreview } from "./client/queries";
