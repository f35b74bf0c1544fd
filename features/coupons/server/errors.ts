// A coupon that cannot be used: the checkout form shows the message under the coupon field.
import { validationFailed } from "@/lib/errors/domain";

export const couponInvalid = (message: string) => validationFailed({ couponCode: [message] }, message);
