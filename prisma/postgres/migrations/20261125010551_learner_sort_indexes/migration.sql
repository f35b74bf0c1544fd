-- CreateIndex
CREATE INDEX "User_role_name_id_idx" ON "User"("role", "name", "id");

-- CreateIndex
CREATE INDEX "User_role_email_id_idx" ON "User"("role", "email", "id");

