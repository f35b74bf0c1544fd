-- Substring search through trigram indexes (issue 25): ILIKE '%term%' can use a GIN index with
-- pg_trgm's operator class, which a b-tree cannot. Written by hand: schema.prisma (shared with SQLite)
-- cannot describe them. scripts/db-catalog.ts lists them (SEARCH_OBJECTS) so the drift check expects them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "User_name_trgm_idx" ON "User" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "User_department_trgm_idx" ON "User" USING GIN ("department" gin_trgm_ops);
CREATE INDEX "Question_title_trgm_idx" ON "Question" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "Question_description_trgm_idx" ON "Question" USING GIN ("description" gin_trgm_ops);
CREATE INDEX "Question_category_trgm_idx" ON "Question" USING GIN ("category" gin_trgm_ops);
CREATE INDEX "Question_tags_trgm_idx" ON "Question" USING GIN ("tags" gin_trgm_ops);
CREATE INDEX "Course_title_trgm_idx" ON "Course" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "Course_description_trgm_idx" ON "Course" USING GIN ("description" gin_trgm_ops);
CREATE INDEX "Course_instructor_trgm_idx" ON "Course" USING GIN ("instructor" gin_trgm_ops);
CREATE INDEX "Course_tags_trgm_idx" ON "Course" USING GIN ("tags" gin_trgm_ops);
