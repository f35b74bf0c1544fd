-- CreateTable
CREATE TABLE "UserCount" (
    "role" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "isEmailVerified" BOOLEAN NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UserCount_pkey" PRIMARY KEY ("role","isActive","isEmailVerified")
);

-- CreateTable
CREATE TABLE "EnrollmentCount" (
    "courseId" TEXT NOT NULL,
    "active" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "ever" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EnrollmentCount_pkey" PRIMARY KEY ("courseId")
);

-- Written by hand (issue 25 item 5): schema.prisma cannot describe triggers. They keep "UserCount"
-- equal to `SELECT role, isActive, isEmailVerified, COUNT(*) FROM "User" GROUP BY 1, 2, 3` through
-- every write, the app's and any written around it (imports, restores, bench fills). A key whose
-- users are all gone keeps its row with n = 0. Inserts and deletes are counted per statement, over the
-- transition tables: a bulk insert of 100k users adds one upsert per key, not one per row, and the
-- keys are taken in order so concurrent writers lock them in the same order. scripts/db-catalog.ts (COUNT_TRIGGERS) makes
-- the drift check require them; lib/data/figures/user-counts.ts reads the table and can recount it.
INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n")
    SELECT "role", "isActive", "isEmailVerified", COUNT(*) FROM "User" GROUP BY "role", "isActive", "isEmailVerified";

CREATE FUNCTION "User_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n")
            SELECT "role", "isActive", "isEmailVerified", COUNT(*) FROM new_rows
            GROUP BY "role", "isActive", "isEmailVerified" ORDER BY "role", "isActive", "isEmailVerified"
            ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" + EXCLUDED."n";
    ELSE
        INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n")
            SELECT "role", "isActive", "isEmailVerified", -COUNT(*) FROM old_rows
            GROUP BY "role", "isActive", "isEmailVerified" ORDER BY "role", "isActive", "isEmailVerified"
            ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" + EXCLUDED."n";
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "User_count_insert" AFTER INSERT ON "User" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "User_count_apply"();
-- An update moves one user from one key to another: a row trigger, run only when the role or a
-- status flag changed (a statement trigger with transition tables could not name its columns and
-- would run after every update of "User", such as the last-seen stamp).
CREATE FUNCTION "User_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n") VALUES (OLD."role", OLD."isActive", OLD."isEmailVerified", -1)
        ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" - 1;
    INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n") VALUES (NEW."role", NEW."isActive", NEW."isEmailVerified", 1)
        ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" + 1;
    RETURN NULL;
END;
$$;
CREATE TRIGGER "User_count_update" AFTER UPDATE OF "role", "isActive", "isEmailVerified" ON "User" FOR EACH ROW
    WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."isActive" IS DISTINCT FROM NEW."isActive" OR OLD."isEmailVerified" IS DISTINCT FROM NEW."isEmailVerified")
    EXECUTE FUNCTION "User_count_move"();
CREATE TRIGGER "User_count_delete" AFTER DELETE ON "User" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "User_count_apply"();

-- "EnrollmentCount": per course, every enrollment row (ever), the active ones (unenrolledAt IS NULL)
-- and the active completed ones (completedAt IS NOT NULL too), as lib/figures/definitions.ts defines
-- them. A course whose enrollments are all gone keeps its row with zeros. Inserts and deletes per
-- statement (transition tables), an update per row when it moves a count.
INSERT INTO "EnrollmentCount" ("courseId", "active", "completed", "ever")
    SELECT "courseId", COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL), COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL AND "completedAt" IS NOT NULL), COUNT(*)
    FROM "Enrollment" GROUP BY "courseId";

CREATE FUNCTION "Enrollment_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO "EnrollmentCount" ("courseId", "active", "completed", "ever")
            SELECT "courseId", COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL), COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL AND "completedAt" IS NOT NULL), COUNT(*)
            FROM new_rows GROUP BY "courseId" ORDER BY "courseId"
            ON CONFLICT ("courseId") DO UPDATE SET "active" = "EnrollmentCount"."active" + EXCLUDED."active",
                "completed" = "EnrollmentCount"."completed" + EXCLUDED."completed", "ever" = "EnrollmentCount"."ever" + EXCLUDED."ever";
    ELSE
        INSERT INTO "EnrollmentCount" ("courseId", "active", "completed", "ever")
            SELECT "courseId", -COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL), -COUNT(*) FILTER (WHERE "unenrolledAt" IS NULL AND "completedAt" IS NOT NULL), -COUNT(*)
            FROM old_rows GROUP BY "courseId" ORDER BY "courseId"
            ON CONFLICT ("courseId") DO UPDATE SET "active" = "EnrollmentCount"."active" + EXCLUDED."active",
                "completed" = "EnrollmentCount"."completed" + EXCLUDED."completed", "ever" = "EnrollmentCount"."ever" + EXCLUDED."ever";
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION "Enrollment_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "EnrollmentCount" ("courseId", "active", "completed", "ever")
        VALUES (OLD."courseId", -(OLD."unenrolledAt" IS NULL)::int, -(OLD."unenrolledAt" IS NULL AND OLD."completedAt" IS NOT NULL)::int, -1)
        ON CONFLICT ("courseId") DO UPDATE SET "active" = "EnrollmentCount"."active" + EXCLUDED."active",
            "completed" = "EnrollmentCount"."completed" + EXCLUDED."completed", "ever" = "EnrollmentCount"."ever" - 1;
    INSERT INTO "EnrollmentCount" ("courseId", "active", "completed", "ever")
        VALUES (NEW."courseId", (NEW."unenrolledAt" IS NULL)::int, (NEW."unenrolledAt" IS NULL AND NEW."completedAt" IS NOT NULL)::int, 1)
        ON CONFLICT ("courseId") DO UPDATE SET "active" = "EnrollmentCount"."active" + EXCLUDED."active",
            "completed" = "EnrollmentCount"."completed" + EXCLUDED."completed", "ever" = "EnrollmentCount"."ever" + 1;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Enrollment_count_insert" AFTER INSERT ON "Enrollment" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "Enrollment_count_apply"();
CREATE TRIGGER "Enrollment_count_update" AFTER UPDATE OF "courseId", "unenrolledAt", "completedAt" ON "Enrollment" FOR EACH ROW
    WHEN (OLD."courseId" IS DISTINCT FROM NEW."courseId" OR (OLD."unenrolledAt" IS NULL) IS DISTINCT FROM (NEW."unenrolledAt" IS NULL)
        OR (OLD."completedAt" IS NULL) IS DISTINCT FROM (NEW."completedAt" IS NULL))
    EXECUTE FUNCTION "Enrollment_count_move"();
CREATE TRIGGER "Enrollment_count_delete" AFTER DELETE ON "Enrollment" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "Enrollment_count_apply"();
