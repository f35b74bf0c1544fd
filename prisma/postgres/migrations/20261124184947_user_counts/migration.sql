-- CreateTable
CREATE TABLE "UserCount" (
    "role" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "isEmailVerified" BOOLEAN NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UserCount_pkey" PRIMARY KEY ("role","isActive","isEmailVerified")
);


-- Written by hand (issue 25 item 5): schema.prisma cannot describe triggers. They keep "UserCount"
-- equal to `SELECT role, isActive, isEmailVerified, COUNT(*) FROM "User" GROUP BY 1, 2, 3` through
-- every write, the app's and any written around it (imports, restores, bench fills). A key whose
-- users are all gone keeps its row with n = 0. Statement-level, over the transition tables: a bulk
-- insert of 100k users adds one upsert per key, not one per row, and the keys are taken in order so
-- concurrent writers lock them in the same order. scripts/db-catalog.ts (USER_COUNT_TRIGGERS) makes
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
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n")
            SELECT "role", "isActive", "isEmailVerified", -COUNT(*) FROM old_rows
            GROUP BY "role", "isActive", "isEmailVerified" ORDER BY "role", "isActive", "isEmailVerified"
            ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" + EXCLUDED."n";
    ELSE
        INSERT INTO "UserCount" ("role", "isActive", "isEmailVerified", "n")
            SELECT "role", "isActive", "isEmailVerified", SUM("d") FROM (
                SELECT "role", "isActive", "isEmailVerified", 1 AS "d" FROM new_rows
                UNION ALL
                SELECT "role", "isActive", "isEmailVerified", -1 AS "d" FROM old_rows
            ) AS "changes"
            GROUP BY "role", "isActive", "isEmailVerified" HAVING SUM("d") <> 0 ORDER BY "role", "isActive", "isEmailVerified"
            ON CONFLICT ("role", "isActive", "isEmailVerified") DO UPDATE SET "n" = "UserCount"."n" + EXCLUDED."n";
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "User_count_insert" AFTER INSERT ON "User" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "User_count_apply"();
-- A trigger with transition tables cannot name columns (UPDATE OF ...): it runs after every UPDATE
-- of "User", and adds nothing unless a row's role or status changed (HAVING above).
CREATE TRIGGER "User_count_update" AFTER UPDATE ON "User" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "User_count_apply"();
CREATE TRIGGER "User_count_delete" AFTER DELETE ON "User" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "User_count_apply"();
