-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Question" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "tags" TEXT NOT NULL DEFAULT '[]',
    "options" TEXT NOT NULL DEFAULT '[]',
    "correctAnswer" TEXT,
    "textFormat" TEXT NOT NULL DEFAULT 'plain',
    "generalFeedback" TEXT NOT NULL DEFAULT '',
    "details" TEXT NOT NULL DEFAULT '{}',
    "createdById" TEXT,
    "authorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Question_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Question" ("authorName", "category", "correctAnswer", "createdAt", "createdById", "description", "difficulty", "id", "options", "tags", "title", "type", "updatedAt") SELECT "authorName", "category", "correctAnswer", "createdAt", "createdById", "description", "difficulty", "id", "options", "tags", "title", "type", "updatedAt" FROM "Question";
DROP TABLE "Question";
ALTER TABLE "new_Question" RENAME TO "Question";
CREATE INDEX "Question_createdAt_id_idx" ON "Question"("createdAt", "id");
CREATE INDEX "Question_difficulty_category_idx" ON "Question"("difficulty", "category");
CREATE INDEX "Question_category_idx" ON "Question"("category");
CREATE INDEX "Question_type_idx" ON "Question"("type");
CREATE INDEX "Question_title_category_idx" ON "Question"("title", "category");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

