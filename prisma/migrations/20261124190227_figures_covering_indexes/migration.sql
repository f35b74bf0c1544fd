-- DropIndex
DROP INDEX "Enrollment_completedAt_unenrolledAt_idx";

-- DropIndex
DROP INDEX "DailyFigure_courseId_metric_day_idx";

-- CreateIndex
CREATE INDEX "Enrollment_completedAt_unenrolledAt_enrolledAt_courseId_idx" ON "Enrollment"("completedAt", "unenrolledAt", "enrolledAt", "courseId");

-- CreateIndex
CREATE INDEX "DailyFigure_courseId_metric_day_value_idx" ON "DailyFigure"("courseId", "metric", "day", "value");

-- CreateIndex
CREATE INDEX "DailyFigure_metric_day_courseId_value_idx" ON "DailyFigure"("metric", "day", "courseId", "value");

