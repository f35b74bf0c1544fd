-- DropIndex
DROP INDEX "LearningSession_startedAt_idx";

-- CreateTable
CREATE TABLE "DailyFigure" (
    "metric" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "courseId" TEXT NOT NULL DEFAULT '',
    "value" REAL NOT NULL DEFAULT 0,

    PRIMARY KEY ("metric", "day", "courseId")
);

-- CreateIndex
CREATE INDEX "DailyFigure_courseId_metric_day_idx" ON "DailyFigure"("courseId", "metric", "day");

-- CreateIndex
CREATE INDEX "LearningSession_startedAt_userId_minutes_idx" ON "LearningSession"("startedAt", "userId", "minutes");

