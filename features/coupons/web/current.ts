import "server-only";
// The coupon screen's reads, with the uses still held settled first: the test provider's checkouts
// expire lazily (see docs/security.md, "Coupon limits hold at payment"), so the abandoned ones are
// closed, through the orders feature, before the held count is shown. Here rather than in the
// coupons' data code, which the orders feature builds on and so must not import it.
import { expireStaleTestCheckouts } from "@/features/orders/server";
import { getCoupon, listCoupons } from "../server/crud";

export async function currentCoupons(search?: string) {
  await expireStaleTestCheckouts({ couponId: { not: null } });
  return listCoupons(search);
}

export async function currentCoupon(id: string) {
  await expireStaleTestCheckouts({ couponId: id });
  return getCoupon(id);
}
