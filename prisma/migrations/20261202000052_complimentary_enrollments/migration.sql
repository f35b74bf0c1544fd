-- Enrollment keeps its table (and so the EnrollmentCount triggers of the maintained_counts
-- migration, which a table rebuild would drop): the column is added in place.
ALTER TABLE "Enrollment" ADD COLUMN "complimentary" BOOLEAN NOT NULL DEFAULT false;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "currency" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "couponId" TEXT,
    "couponCode" TEXT,
    "provider" TEXT NOT NULL,
    "providerRef" TEXT,
    "paymentRef" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "refundedAt" DATETIME,
    "closedAt" DATETIME,
    "grantedById" TEXT,
    "grantReason" TEXT,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Order_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_grantedById_fkey" FOREIGN KEY ("grantedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("closedAt", "couponCode", "couponId", "courseId", "createdAt", "currency", "discountCents", "id", "paidAt", "paymentRef", "provider", "providerRef", "refundedAt", "refundedCents", "status", "subtotalCents", "totalCents", "updatedAt", "userId") SELECT "closedAt", "couponCode", "couponId", "courseId", "createdAt", "currency", "discountCents", "id", "paidAt", "paymentRef", "provider", "providerRef", "refundedAt", "refundedCents", "status", "subtotalCents", "totalCents", "updatedAt", "userId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE INDEX "Order_userId_courseId_status_idx" ON "Order"("userId", "courseId", "status");
CREATE INDEX "Order_courseId_status_paidAt_idx" ON "Order"("courseId", "status", "paidAt");
CREATE INDEX "Order_status_paidAt_idx" ON "Order"("status", "paidAt");
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");
CREATE INDEX "Order_providerRef_idx" ON "Order"("providerRef");
CREATE INDEX "Order_paymentRef_idx" ON "Order"("paymentRef");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

