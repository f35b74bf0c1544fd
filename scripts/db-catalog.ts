// What a database actually holds (tables, columns, indexes, foreign keys), normalised so that two
// databases built different ways compare equal exactly when they have the same structure. Used by
// the drift check (scripts/db-check.ts). Column order is ignored: ALTER TABLE appends columns.
import Database from "better-sqlite3";
import pg from "pg";
import { ALL_COLUMNS_SEARCH_MODELS, SEARCH_COLUMNS, SEARCH_SEPARATOR } from "../lib/search/columns";

export type Catalog = Record<string, { columns: string[]; indexes: string[]; constraints: string[] }>;

const IGNORED_TABLES = new Set(["_prisma_migrations"]);

/**
 * The search indexes the migration `…_search_trigram` writes by hand (docs/decisions/003-trigram-search.md): schema.prisma cannot
 * describe them, so `migrate diff --from-empty` never makes them. The drift check requires each of
 * them in the migrated database and then sets them aside before comparing the two catalogs.
 */
const FTS5_SHADOW_SUFFIXES = ["", "_data", "_idx", "_content", "_docsize", "_config"];

/** SQLite: an FTS5 table per model (with its shadow tables), and the triggers that keep it in step. */
export const SQLITE_SEARCH_OBJECTS = {
  tables: Object.keys(SEARCH_COLUMNS).flatMap((model) => FTS5_SHADOW_SUFFIXES.map((suffix) => `${model}Search${suffix}`)),
  triggers: Object.keys(SEARCH_COLUMNS).flatMap((model) => ["insert", "update", "delete"].map((op) => `${model}_search_${op}`)),
};

/**
 * The triggers that keep "UserCount" and "EnrollmentCount" (migration `…_maintained_counts`,
 * docs/decisions/005-maintained-counts.md), on both databases: the tables are in schema.prisma, the triggers cannot be.
 */
export const COUNT_TRIGGERS = ["User", "Enrollment"].flatMap((table) => ["insert", "update", "delete"].map((op) => `${table}_count_${op}`));

/**
 * PostgreSQL: one pg_trgm GIN index per searched column, and for questions and courses one over all
 * their columns joined (`…_search_all_columns`), as pg_indexes renders them.
 */
export const POSTGRES_SEARCH_INDEXES = [
  ...Object.entries(SEARCH_COLUMNS).flatMap(([model, columns]) =>
    columns.map((column) => ({ table: model, name: `${model}_${column}_trgm_idx`, def: `CREATE INDEX "${model}_${column}_trgm_idx" ON public."${model}" USING gin (${column} gin_trgm_ops)` })),
  ),
  ...ALL_COLUMNS_SEARCH_MODELS.map((model) => {
    const joined = SEARCH_COLUMNS[model].reduce((sql, column, i) => (i === 0 ? column : `((${sql} || '${SEARCH_SEPARATOR}'::text) || ${column})`), "");
    return { table: model, name: `${model}_search_trgm_idx`, def: `CREATE INDEX "${model}_search_trgm_idx" ON public."${model}" USING gin ((${joined}) gin_trgm_ops)` };
  }),
];

/**
 * Takes the hand-written search objects out of a migrated catalog, and says which are missing.
 * `triggers` are the trigger names present (the catalog itself does not list triggers): the
 * SQLite search triggers and, on both, COUNT_TRIGGERS must be among them.
 */
export function withoutSearchObjects(catalog: Catalog, provider: "sqlite" | "postgresql", triggers: string[] = []): { catalog: Catalog; missing: string[] } {
  const missing: string[] = [];
  const out: Catalog = structuredClone(catalog);
  if (provider === "sqlite") {
    for (const table of SQLITE_SEARCH_OBJECTS.tables) {
      if (out[table]) delete out[table];
      else missing.push(`table ${table}`);
    }
    for (const trigger of SQLITE_SEARCH_OBJECTS.triggers) if (!triggers.includes(trigger)) missing.push(`trigger ${trigger}`);
  } else {
    for (const index of POSTGRES_SEARCH_INDEXES) {
      const indexes = out[index.table]?.indexes ?? [];
      const at = indexes.indexOf(index.def);
      if (at >= 0) indexes.splice(at, 1);
      else missing.push(`index ${index.def}`);
    }
  }
  for (const trigger of COUNT_TRIGGERS) if (!triggers.includes(trigger)) missing.push(`trigger ${trigger}`);
  return { catalog: out, missing };
}

/** PostgreSQL: the user-defined triggers on the public tables. */
export async function postgresTriggers(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ name: string }>(
      `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
    );
    return rows.rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

export function sqliteTriggers(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]).map((t) => t.name);
  } finally {
    db.close();
  }
}

export function sqliteCatalog(file: string): Catalog {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    const catalog: Catalog = {};
    for (const { name } of tables) {
      if (IGNORED_TABLES.has(name)) continue;
      const q = (sql: string) => db.prepare(sql).all(name) as Record<string, unknown>[];
      const columns = q("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)").map(
        (c) => `${c.name} ${c.type}${c.notnull ? " NOT NULL" : ""}${c.dflt_value !== null ? ` DEFAULT ${c.dflt_value}` : ""}${c.pk ? " PRIMARY KEY" : ""}`,
      );
      const indexes = q("SELECT name, \"unique\" FROM pragma_index_list(?) WHERE origin <> 'pk'").map((i) => {
        const cols = (db.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno").all(i.name) as { name: string }[]).map((c) => c.name);
        return `${i.name}${i.unique ? " UNIQUE" : ""} (${cols.join(", ")})`;
      });
      const constraints = q("SELECT \"table\", \"from\", \"to\", on_update, on_delete FROM pragma_foreign_key_list(?)").map(
        (f) => `FOREIGN KEY (${f.from}) REFERENCES ${f.table}(${f.to}) ON UPDATE ${f.on_update} ON DELETE ${f.on_delete}`,
      );
      catalog[name] = { columns: columns.sort(), indexes: indexes.sort(), constraints: constraints.sort() };
    }
    return catalog;
  } finally {
    db.close();
  }
}

export async function postgresCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const catalog: Catalog = {};
    const entry = (table: string) => (catalog[table] ??= { columns: [], indexes: [], constraints: [] });
    const columns = await client.query<Record<string, string>>(
      `SELECT table_name, column_name, data_type, datetime_precision, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    for (const c of columns.rows) {
      if (IGNORED_TABLES.has(c.table_name)) continue;
      const precision = c.data_type.startsWith("timestamp") ? `(${c.datetime_precision})` : "";
      entry(c.table_name).columns.push(
        `${c.column_name} ${c.data_type}${precision}${c.is_nullable === "NO" ? " NOT NULL" : ""}${c.column_default !== null ? ` DEFAULT ${c.column_default}` : ""}`,
      );
    }
    const indexes = await client.query<Record<string, string>>("SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'");
    for (const i of indexes.rows) if (!IGNORED_TABLES.has(i.tablename)) entry(i.tablename).indexes.push(i.indexdef);
    const constraints = await client.query<Record<string, string>>(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public'`,
    );
    for (const k of constraints.rows) if (!IGNORED_TABLES.has(k.table)) entry(k.table).constraints.push(`${k.name} ${k.def}`);
    for (const table of Object.values(catalog)) {
      table.columns.sort();
      table.indexes.sort();
      table.constraints.sort();
    }
    return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    await client.end();
  }
}

/** Human-readable differences between two catalogs; empty when they match. */
export function catalogDifferences(expected: Catalog, actual: Catalog): string[] {
  const out: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const a = expected[table];
    const b = actual[table];
    if (!a) out.push(`table ${table}: only in the migrated database`);
    else if (!b) out.push(`table ${table}: missing from the migrated database`);
    else {
      for (const [kind, noun] of [["columns", "column"], ["indexes", "index"], ["constraints", "constraint"]] as const) {
        for (const item of a[kind]) if (!b[kind].includes(item)) out.push(`${table}: missing ${noun} ${item}`);
        for (const item of b[kind]) if (!a[kind].includes(item)) out.push(`${table}: unexpected ${noun} ${item}`);
      }
    }
  }
  return out;
}
