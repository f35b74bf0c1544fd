-- DropIndex
DROP INDEX "User_role_createdAt_idx";

-- DropIndex
DROP INDEX "User_role_isActive_idx";

-- DropIndex
DROP INDEX "Enrollment_courseId_enrolledAt_idx";

-- DropIndex
DROP INDEX "Enrollment_enrolledAt_idx";

-- DropIndex
DROP INDEX "Enrollment_completedAt_idx";

-- DropIndex
DROP INDEX "Question_createdAt_idx";

-- CreateIndex
CREATE INDEX "User_role_createdAt_id_idx" ON "User"("role", "createdAt", "id");

-- CreateIndex
CREATE INDEX "User_role_isActive_isEmailVerified_idx" ON "User"("role", "isActive", "isEmailVerified");

-- CreateIndex
CREATE INDEX "User_role_lastActivityAt_idx" ON "User"("role", "lastActivityAt");

-- CreateIndex
CREATE INDEX "Course_createdAt_id_idx" ON "Course"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Enrollment_courseId_unenrolledAt_enrolledAt_idx" ON "Enrollment"("courseId", "unenrolledAt", "enrolledAt");

-- CreateIndex
CREATE INDEX "Enrollment_userId_unenrolledAt_progress_idx" ON "Enrollment"("userId", "unenrolledAt", "progress");

-- CreateIndex
CREATE INDEX "Enrollment_enrolledAt_unenrolledAt_pricePaidCents_progress_idx" ON "Enrollment"("enrolledAt", "unenrolledAt", "pricePaidCents", "progress");

-- CreateIndex
CREATE INDEX "Enrollment_completedAt_unenrolledAt_idx" ON "Enrollment"("completedAt", "unenrolledAt");

-- CreateIndex
CREATE INDEX "Question_createdAt_id_idx" ON "Question"("createdAt", "id");

