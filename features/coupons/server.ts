// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { discountFor, usableCoupon } from "./server/apply";
export type { CouponTerms } from "./server/apply";
export { couponInvalid } from "./server/errors";
export { createCoupon, deleteCoupon, getCoupon, listCoupons, listCourseOptions, updateCoupon } from "./server/crud";
export { normalizeCode } from "./server/apply";
export { redeemCoupon, releaseCoupon, releaseCouponsOf, reserveCoupon } from "./server/reservations";
