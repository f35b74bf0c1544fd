// Payment failures a user can cause or see. They are ApiErrors, so handler() answers them as they are.
import { ApiError } from "@/lib/api/errors";

export const alreadyEnrolled = () => new ApiError("ALREADY_ENROLLED", "You are already enrolled in this course");
export const paymentsUnavailable = () =>
  new ApiError("PAYMENTS_UNAVAILABLE", "Payments are not set up on this site yet: only free courses can be enrolled in.");
export const providerFailed = () => new ApiError("PAYMENT_PROVIDER_ERROR", "The payment provider could not be reached. Please try again.");
export const orderNotFound = () => new ApiError("NOT_FOUND", "Order not found");
export const orderConflict = (message: string) => new ApiError("ORDER_STATE", message);
