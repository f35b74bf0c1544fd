-- AlterTable
ALTER TABLE "User" ADD COLUMN "twoFactorLastStep" INTEGER;

