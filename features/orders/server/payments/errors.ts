// Payment failures a user can cause or see: domain errors, answered by the route wrapper by their code.
import { DomainError } from "@/lib/errors/domain";

export const alreadyEnrolled = () => new DomainError("ALREADY_ENROLLED", "You are already enrolled in this course");
export const paymentsUnavailable = () =>
  new DomainError("PAYMENTS_UNAVAILABLE", "Payments are not set up on this site yet: only free courses can be enrolled in.");
export const providerFailed = () => new DomainError("PAYMENT_PROVIDER_ERROR", "The payment provider could not be reached. Please try again.");
export const orderNotFound = () => new DomainError("NOT_FOUND", "Order not found");
export const orderConflict = (message: string) => new DomainError("ORDER_STATE", message);
