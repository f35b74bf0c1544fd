-- DropIndex
DROP INDEX "User_role_isActive_isEmailVerified_idx";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastStudiedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "User_role_isActive_isEmailVerified_createdAt_idx" ON "User"("role", "isActive", "isEmailVerified", "createdAt");

-- CreateIndex
CREATE INDEX "User_role_lastStudiedAt_birthYear_idx" ON "User"("role", "lastStudiedAt", "birthYear");


-- Backfill: each user's latest learning session start.
UPDATE "User" SET "lastStudiedAt" = (SELECT MAX(s."startedAt") FROM "LearningSession" s WHERE s."userId" = "User"."id");

-- The rollup gains per-course month rows and session minutes: drop the "built" marker so the next
-- read rebuilds the table from the events (lib/data/figures/rollups.ts).
DELETE FROM "DailyFigure" WHERE substr("metric", 1, 7) = '_built:';
