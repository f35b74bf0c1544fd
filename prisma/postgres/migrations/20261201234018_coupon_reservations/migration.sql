-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "claimedCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "CouponRedemption" ADD COLUMN     "learnerKey" TEXT,
ADD COLUMN     "releasedAt" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'redeemed';

-- CreateIndex
CREATE UNIQUE INDEX "CouponRedemption_couponId_learnerKey_key" ON "CouponRedemption"("couponId", "learnerKey");

-- Uses already paid for are held; open checkouts from before reservations hold none (they claim one
-- when paid, or are refunded if none is left).
UPDATE "Coupon" SET "claimedCount" = "redemptionCount";
