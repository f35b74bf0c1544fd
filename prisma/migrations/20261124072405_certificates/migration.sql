-- CreateTable
CREATE TABLE "Certificate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "enrollmentId" TEXT NOT NULL,
    "activeEnrollmentId" TEXT,
    "userId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "learnerName" TEXT NOT NULL,
    "courseTitle" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME,
    "status" TEXT NOT NULL DEFAULT 'valid',
    "revokedAt" DATETIME,
    "revokedReason" TEXT,
    "replacedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Certificate_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "Enrollment" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Certificate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Certificate_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Certificate_replacedById_fkey" FOREIGN KEY ("replacedById") REFERENCES "Certificate" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Course" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "originalPriceCents" INTEGER,
    "duration" TEXT NOT NULL,
    "instructor" TEXT NOT NULL,
    "instructorAvatar" TEXT,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "thumbnail" TEXT,
    "tags" TEXT NOT NULL DEFAULT '[]',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "certificatesEnabled" BOOLEAN NOT NULL DEFAULT true,
    "certificateValidityMonths" INTEGER,
    "certificatePublicDownload" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Course_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Course" ("category", "createdAt", "createdById", "description", "duration", "id", "instructor", "instructorAvatar", "level", "originalPriceCents", "priceCents", "status", "tags", "thumbnail", "title", "updatedAt") SELECT "category", "createdAt", "createdById", "description", "duration", "id", "instructor", "instructorAvatar", "level", "originalPriceCents", "priceCents", "status", "tags", "thumbnail", "title", "updatedAt" FROM "Course";
DROP TABLE "Course";
ALTER TABLE "new_Course" RENAME TO "Course";
CREATE INDEX "Course_createdAt_id_idx" ON "Course"("createdAt", "id");
CREATE INDEX "Course_status_createdAt_idx" ON "Course"("status", "createdAt");
CREATE INDEX "Course_category_status_idx" ON "Course"("category", "status");
CREATE INDEX "Course_level_idx" ON "Course"("level");
CREATE INDEX "Course_title_idx" ON "Course"("title");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Certificate_code_key" ON "Certificate"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Certificate_activeEnrollmentId_key" ON "Certificate"("activeEnrollmentId");

-- CreateIndex
CREATE INDEX "Certificate_enrollmentId_idx" ON "Certificate"("enrollmentId");

-- CreateIndex
CREATE INDEX "Certificate_userId_issuedAt_idx" ON "Certificate"("userId", "issuedAt");

-- CreateIndex
CREATE INDEX "Certificate_courseId_idx" ON "Certificate"("courseId");

-- CreateIndex
CREATE INDEX "Certificate_issuedAt_id_idx" ON "Certificate"("issuedAt", "id");

-- CreateIndex
CREATE INDEX "Certificate_learnerName_idx" ON "Certificate"("learnerName");

