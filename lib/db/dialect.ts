// The few places where SQLite and PostgreSQL differ for the same Prisma call or raw SQL. Everything
// else is the same code on both databases.
import { Prisma } from "@/lib/generated/prisma/client";
import { databaseProvider } from "./adapter";

const isPostgres = () => databaseProvider() === "postgresql";

/**
 * A case-insensitive "contains" filter. SQLite's LIKE already ignores ASCII case; PostgreSQL's is
 * case-sensitive, so there Prisma is asked for ILIKE (`mode: "insensitive"`), which the SQLite
 * client does not accept. Typed as the SQLite filter the app is compiled against.
 *
 * Prisma passes the value to LIKE unescaped, so `%` and `_` in a search would act as wildcards.
 * PostgreSQL's LIKE escapes with a backslash by default, so they are escaped there; SQLite's LIKE
 * has no escape character unless the query names one, which Prisma does not (docs/architecture.md,
 * "Known limits").
 */
export function containsText(value: string): { contains: string } {
  if (!isPostgres()) return { contains: value };
  return { contains: value.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" } as { contains: string };
}

/**
 * `containsText` for raw SQL: the same match Prisma makes for `{ [column]: containsText(value) }`
 * on each database (SQLite: LIKE with the value unescaped; PostgreSQL: ILIKE with `\`, `%`, `_`
 * escaped), so a raw statement selects exactly what the Prisma filter does. `column` is a trusted,
 * quoted identifier.
 */
export function containsTextSql(column: string, value: string): Prisma.Sql {
  return isPostgres()
    ? Prisma.sql`${Prisma.raw(column)} ILIKE ${`%${value.replace(/[\\%_]/g, "\\$&")}%`}`
    : Prisma.sql`${Prisma.raw(column)} LIKE ${`%${value}%`}`;
}

/** A timestamp column grouped into "YYYY-MM" (UTC). `column` is a trusted, quoted identifier. */
export function monthBucketSql(column: string): Prisma.Sql {
  return isPostgres()
    ? Prisma.raw(`to_char(date_trunc('month', ${column}), 'YYYY-MM')`)
    : Prisma.raw(`strftime('%Y-%m', ${column})`);
}

/**
 * `column IN (ids)` with the ids bound as one parameter (SQLite: a JSON array read by json_each;
 * PostgreSQL: a text array), not one apiece: the statement's text is the same for any number of
 * ids, so it is prepared once and kept (lib/db/adapter.ts) where a list of hundreds of placeholders
 * was a new statement for each length. `column` is a trusted, quoted identifier.
 */
export function idIn(column: string, ids: readonly string[]): Prisma.Sql {
  return isPostgres()
    ? Prisma.sql`${Prisma.raw(column)} = ANY(${[...ids]}::text[])`
    : Prisma.sql`${Prisma.raw(column)} IN (SELECT "value" FROM json_each(${JSON.stringify(ids)}))`;
}
