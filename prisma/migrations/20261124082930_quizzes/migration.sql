-- CreateTable
CREATE TABLE "Quiz" (
    "lessonId" TEXT NOT NULL PRIMARY KEY,
    "courseId" TEXT NOT NULL,
    "passPercent" INTEGER NOT NULL DEFAULT 70,
    "timeLimitMinutes" INTEGER,
    "maxAttempts" INTEGER,
    "shuffle" BOOLEAN NOT NULL DEFAULT false,
    "review" TEXT NOT NULL DEFAULT 'immediately',
    "slots" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "QuizAttempt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "lessonId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" DATETIME,
    "submittedAt" DATETIME,
    "gradedAt" DATETIME,
    "questions" TEXT NOT NULL,
    "answers" TEXT NOT NULL DEFAULT '{}',
    "score" REAL,
    "maxScore" REAL NOT NULL DEFAULT 0,
    "percent" REAL,
    "passed" BOOLEAN
);

-- CreateTable
CREATE TABLE "QuizAccommodation" (
    "lessonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "extraMinutes" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("lessonId", "userId")
);

-- CreateTable
CREATE TABLE "QuestionStat" (
    "questionId" TEXT NOT NULL PRIMARY KEY,
    "n" INTEGER NOT NULL DEFAULT 0,
    "sumX" REAL NOT NULL DEFAULT 0,
    "pairs" INTEGER NOT NULL DEFAULT 0,
    "pairX" REAL NOT NULL DEFAULT 0,
    "pairY" REAL NOT NULL DEFAULT 0,
    "pairXX" REAL NOT NULL DEFAULT 0,
    "pairYY" REAL NOT NULL DEFAULT 0,
    "pairXY" REAL NOT NULL DEFAULT 0
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_QuestionAttempt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "questionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "isCorrect" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attemptId" TEXT,
    "answer" TEXT NOT NULL DEFAULT 'null',
    "score" REAL,
    "maxScore" REAL NOT NULL DEFAULT 1,
    "feedback" TEXT NOT NULL DEFAULT '',
    "gradedAt" DATETIME,
    "gradedById" TEXT,
    CONSTRAINT "QuestionAttempt_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "QuestionAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "QuestionAttempt_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "QuizAttempt" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_QuestionAttempt" ("createdAt", "id", "isCorrect", "questionId", "userId") SELECT "createdAt", "id", "isCorrect", "questionId", "userId" FROM "QuestionAttempt";
DROP TABLE "QuestionAttempt";
ALTER TABLE "new_QuestionAttempt" RENAME TO "QuestionAttempt";
CREATE INDEX "QuestionAttempt_questionId_idx" ON "QuestionAttempt"("questionId");
CREATE INDEX "QuestionAttempt_createdAt_idx" ON "QuestionAttempt"("createdAt");
CREATE INDEX "QuestionAttempt_gradedAt_score_idx" ON "QuestionAttempt"("gradedAt", "score");
CREATE UNIQUE INDEX "QuestionAttempt_attemptId_questionId_key" ON "QuestionAttempt"("attemptId", "questionId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Quiz_courseId_idx" ON "Quiz"("courseId");

-- CreateIndex
CREATE INDEX "QuizAttempt_userId_lessonId_status_idx" ON "QuizAttempt"("userId", "lessonId", "status");

-- CreateIndex
CREATE INDEX "QuizAttempt_status_dueAt_idx" ON "QuizAttempt"("status", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "QuizAttempt_lessonId_userId_number_key" ON "QuizAttempt"("lessonId", "userId", "number");

