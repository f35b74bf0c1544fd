-- AlterTable
ALTER TABLE "QuestionAttempt" ADD COLUMN     "answer" TEXT NOT NULL DEFAULT 'null',
ADD COLUMN     "attemptId" TEXT,
ADD COLUMN     "feedback" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "gradedAt" TIMESTAMP(3),
ADD COLUMN     "gradedById" TEXT,
ADD COLUMN     "maxScore" DOUBLE PRECISION NOT NULL DEFAULT 1,
ADD COLUMN     "score" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "Quiz" (
    "lessonId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "passPercent" INTEGER NOT NULL DEFAULT 70,
    "timeLimitMinutes" INTEGER,
    "maxAttempts" INTEGER,
    "shuffle" BOOLEAN NOT NULL DEFAULT false,
    "review" TEXT NOT NULL DEFAULT 'immediately',
    "slots" TEXT NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Quiz_pkey" PRIMARY KEY ("lessonId")
);

-- CreateTable
CREATE TABLE "QuizAttempt" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "gradedAt" TIMESTAMP(3),
    "questions" TEXT NOT NULL,
    "answers" TEXT NOT NULL DEFAULT '{}',
    "score" DOUBLE PRECISION,
    "maxScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "percent" DOUBLE PRECISION,
    "passed" BOOLEAN,

    CONSTRAINT "QuizAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuizAccommodation" (
    "lessonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "extraMinutes" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuizAccommodation_pkey" PRIMARY KEY ("lessonId","userId")
);

-- CreateTable
CREATE TABLE "QuestionStat" (
    "questionId" TEXT NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,
    "sumX" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "pairs" INTEGER NOT NULL DEFAULT 0,
    "pairX" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "pairY" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "pairXX" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "pairYY" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "pairXY" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "QuestionStat_pkey" PRIMARY KEY ("questionId")
);

-- CreateIndex
CREATE INDEX "Quiz_courseId_idx" ON "Quiz"("courseId");

-- CreateIndex
CREATE INDEX "QuizAttempt_userId_lessonId_status_idx" ON "QuizAttempt"("userId", "lessonId", "status");

-- CreateIndex
CREATE INDEX "QuizAttempt_status_dueAt_idx" ON "QuizAttempt"("status", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "QuizAttempt_lessonId_userId_number_key" ON "QuizAttempt"("lessonId", "userId", "number");

-- CreateIndex
CREATE INDEX "QuestionAttempt_gradedAt_score_idx" ON "QuestionAttempt"("gradedAt", "score");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionAttempt_attemptId_questionId_key" ON "QuestionAttempt"("attemptId", "questionId");

-- AddForeignKey
ALTER TABLE "QuestionAttempt" ADD CONSTRAINT "QuestionAttempt_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "QuizAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

