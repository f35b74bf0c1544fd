// The query compiler module the generated Prisma client loads (lib/db/plan-cache.ts wraps its compile).
declare module "@prisma/client/runtime/query_compiler_bg.sqlite.mjs" {
  export const QueryCompiler: { prototype: { compile(request: string): unknown } };
}
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export const QueryCompiler: { prototype: { compile(request: string): unknown } };
}
