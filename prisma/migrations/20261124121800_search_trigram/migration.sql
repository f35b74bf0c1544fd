-- Substring search through trigram full-text indexes (issue 25). Written by hand: schema.prisma cannot
-- describe FTS5 virtual tables or triggers, so `migrate diff` never emits them. scripts/db-catalog.ts
-- lists these objects (SEARCH_OBJECTS) so the drift check expects them; lib/data/search.ts reads them.
-- Each index row has its source row's rowid; the triggers keep it in step with every write.

-- User
CREATE VIRTUAL TABLE "UserSearch" USING fts5(name, email, department, tokenize = 'trigram');
INSERT INTO "UserSearch" (rowid, "name", "email", "department") SELECT rowid, "name", "email", "department" FROM "User";
CREATE TRIGGER "User_search_insert" AFTER INSERT ON "User" BEGIN
    INSERT INTO "UserSearch" (rowid, "name", "email", "department") VALUES (new.rowid, new."name", new."email", new."department");
END;
CREATE TRIGGER "User_search_update" AFTER UPDATE OF "name", "email", "department" ON "User" BEGIN
    UPDATE "UserSearch" SET "name" = new."name", "email" = new."email", "department" = new."department" WHERE rowid = old.rowid;
END;
CREATE TRIGGER "User_search_delete" AFTER DELETE ON "User" BEGIN
    DELETE FROM "UserSearch" WHERE rowid = old.rowid;
END;

-- Question
CREATE VIRTUAL TABLE "QuestionSearch" USING fts5(title, description, category, tags, tokenize = 'trigram');
INSERT INTO "QuestionSearch" (rowid, "title", "description", "category", "tags") SELECT rowid, "title", "description", "category", "tags" FROM "Question";
CREATE TRIGGER "Question_search_insert" AFTER INSERT ON "Question" BEGIN
    INSERT INTO "QuestionSearch" (rowid, "title", "description", "category", "tags") VALUES (new.rowid, new."title", new."description", new."category", new."tags");
END;
CREATE TRIGGER "Question_search_update" AFTER UPDATE OF "title", "description", "category", "tags" ON "Question" BEGIN
    UPDATE "QuestionSearch" SET "title" = new."title", "description" = new."description", "category" = new."category", "tags" = new."tags" WHERE rowid = old.rowid;
END;
CREATE TRIGGER "Question_search_delete" AFTER DELETE ON "Question" BEGIN
    DELETE FROM "QuestionSearch" WHERE rowid = old.rowid;
END;

-- Course
CREATE VIRTUAL TABLE "CourseSearch" USING fts5(title, description, instructor, tags, tokenize = 'trigram');
INSERT INTO "CourseSearch" (rowid, "title", "description", "instructor", "tags") SELECT rowid, "title", "description", "instructor", "tags" FROM "Course";
CREATE TRIGGER "Course_search_insert" AFTER INSERT ON "Course" BEGIN
    INSERT INTO "CourseSearch" (rowid, "title", "description", "instructor", "tags") VALUES (new.rowid, new."title", new."description", new."instructor", new."tags");
END;
CREATE TRIGGER "Course_search_update" AFTER UPDATE OF "title", "description", "instructor", "tags" ON "Course" BEGIN
    UPDATE "CourseSearch" SET "title" = new."title", "description" = new."description", "instructor" = new."instructor", "tags" = new."tags" WHERE rowid = old.rowid;
END;
CREATE TRIGGER "Course_search_delete" AFTER DELETE ON "Course" BEGIN
    DELETE FROM "CourseSearch" WHERE rowid = old.rowid;
END;
