-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Coupon" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "percentOff" INTEGER,
    "amountOffCents" INTEGER,
    "courseIds" TEXT NOT NULL DEFAULT '[]',
    "startsAt" DATETIME,
    "expiresAt" DATETIME,
    "maxRedemptions" INTEGER,
    "redemptionCount" INTEGER NOT NULL DEFAULT 0,
    "claimedCount" INTEGER NOT NULL DEFAULT 0,
    "oncePerLearner" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Coupon" ("amountOffCents", "code", "courseIds", "createdAt", "expiresAt", "id", "maxRedemptions", "oncePerLearner", "percentOff", "redemptionCount", "startsAt", "updatedAt") SELECT "amountOffCents", "code", "courseIds", "createdAt", "expiresAt", "id", "maxRedemptions", "oncePerLearner", "percentOff", "redemptionCount", "startsAt", "updatedAt" FROM "Coupon";
DROP TABLE "Coupon";
ALTER TABLE "new_Coupon" RENAME TO "Coupon";
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");
CREATE TABLE "new_CouponRedemption" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "couponId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'redeemed',
    "learnerKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" DATETIME,
    CONSTRAINT "CouponRedemption_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CouponRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CouponRedemption" ("couponId", "createdAt", "id", "orderId", "userId") SELECT "couponId", "createdAt", "id", "orderId", "userId" FROM "CouponRedemption";
DROP TABLE "CouponRedemption";
ALTER TABLE "new_CouponRedemption" RENAME TO "CouponRedemption";
CREATE UNIQUE INDEX "CouponRedemption_orderId_key" ON "CouponRedemption"("orderId");
CREATE INDEX "CouponRedemption_couponId_userId_idx" ON "CouponRedemption"("couponId", "userId");
CREATE UNIQUE INDEX "CouponRedemption_couponId_learnerKey_key" ON "CouponRedemption"("couponId", "learnerKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Uses already paid for are held; open checkouts from before reservations hold none (they claim one
-- when paid, or are refunded if none is left).
UPDATE "Coupon" SET "claimedCount" = "redemptionCount";
