-- CreateIndex
CREATE INDEX "User_lockedUntil_idx" ON "User"("lockedUntil");

