-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN "email" TEXT;

