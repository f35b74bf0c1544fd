// The driver adapter the Prisma CLI (prisma.config.ts) migrates through. For PostgreSQL it works
// around prisma/orm#27403: @prisma/adapter-pg 6.19 cannot read catalog columns of type `name`
// (OID 19), which the JavaScript schema engine selects when it creates and reads
// `_prisma_migrations`, so `migrate deploy` fails with "Column type 'name' could not be
// deserialized". pg already returns those values as strings; the wrapper only reports them as
// text (OID 25). The app's own queries never select `name` columns and use the plain adapter.
// It also sends each migration script whole: adapter-pg's `executeScript` splits it at every `;`,
// which breaks a `;` in a comment or inside a function body (the trigger functions of migration
// `…_maintained_counts`); PostgreSQL's simple query protocol runs a whole script as one.
import { createAdapterFactory, databaseProvider, databaseUrl } from "./adapter";

const PG_NAME_OID = 19;
const PG_TEXT_OID = 25;

type Field = { dataTypeID: number };
type Queryable = {
  performIO: (...args: unknown[]) => Promise<{ fields: Field[] }>;
  startTransaction?: (...args: unknown[]) => Promise<Queryable>;
  executeScript?: (script: string) => Promise<void>;
  client?: { query: (sql: string) => Promise<unknown> };
  onError?: (error: unknown) => never;
};

function reportNameColumnsAsText<T>(target: T): T {
  const queryable = target as unknown as Queryable;
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (...args) => {
    const result = await performIO(...args);
    for (const field of result.fields ?? []) if (field.dataTypeID === PG_NAME_OID) field.dataTypeID = PG_TEXT_OID;
    return result;
  };
  const startTransaction = queryable.startTransaction?.bind(queryable);
  if (startTransaction) queryable.startTransaction = async (...args) => reportNameColumnsAsText(await startTransaction(...args));
  const client = queryable.client;
  if (queryable.executeScript && client) {
    queryable.executeScript = async (script) => {
      try {
        await client.query(script);
      } catch (error) {
        if (queryable.onError) queryable.onError(error);
        throw error;
      }
    };
  }
  return target;
}

export function createMigrateAdapterFactory(url: string = databaseUrl()) {
  const factory = createAdapterFactory(url);
  if (databaseProvider(url) !== "postgresql") return factory;
  const pg = factory as unknown as { connect: () => Promise<unknown>; connectToShadowDb: () => Promise<unknown> };
  const connect = pg.connect.bind(pg);
  const connectToShadowDb = pg.connectToShadowDb.bind(pg);
  pg.connect = async () => reportNameColumnsAsText(await connect());
  pg.connectToShadowDb = async () => reportNameColumnsAsText(await connectToShadowDb());
  return factory;
}
