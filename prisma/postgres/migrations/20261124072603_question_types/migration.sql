-- AlterTable
ALTER TABLE "Question" ADD COLUMN     "details" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "generalFeedback" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "textFormat" TEXT NOT NULL DEFAULT 'plain';

