// A write the database itself refuses, for tests of what a failing transaction leaves behind (an
// email queued before the failure must go with it). A trigger, so the app's code runs unchanged and
// the failure comes from the database as a full disk or a broken constraint would. Each test file
// has its own database; the trigger lasts until the returned function drops it.
import { prisma } from "@/lib/db";
import { databaseProvider } from "@/lib/db/adapter";

/** Makes every INSERT into the audit log of this `type` fail; answers the function that lifts it. */
export async function refuseAuditEntries(type: string): Promise<() => Promise<void>> {
  const name = `refuse_${type.replace(/\W/g, "_")}`;
  const literal = `'${type.replace(/'/g, "''")}'`;
  if (databaseProvider() === "sqlite") {
    // Not RAISE(ABORT): SQLite reports that as a broken constraint, which the API answers as a
    // duplicate (409). Reading malformed JSON is a plain error, as PostgreSQL's RAISE EXCEPTION is.
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE INSERT ON "ActivityLog" WHEN NEW."type" = ${literal} BEGIN SELECT json('refused by the test'); END`,
    );
    return async () => void (await prisma.$executeRawUnsafe(`DROP TRIGGER ${name}`));
  }
  await prisma.$executeRawUnsafe(`CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`);
  await prisma.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE INSERT ON "ActivityLog" FOR EACH ROW WHEN (NEW."type" = ${literal}) EXECUTE FUNCTION ${name}()`);
  return async () => {
    await prisma.$executeRawUnsafe(`DROP TRIGGER ${name} ON "ActivityLog"`);
    await prisma.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  };
}
