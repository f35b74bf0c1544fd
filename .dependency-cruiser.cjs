// The import boundaries of the feature rooms (docs/architecture.md, "Boundaries"). `npm run lint`
// runs this after ESLint and fails on any violation.
const TESTS = ["\\.test\\.tsx?$", "(^|/)(_test[^/]*|test-helpers|test-fixtures|_testing)\\.ts$", "^features/[^/]+/api/"];
const DOOR = "^features/[^/]+/(index|server|client|web)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "feature-deep-import",
      comment: "A feature imports another only through that feature's door: index.ts, server.ts, client.ts or web.ts (server code that uses Next).",
      severity: "error",
      from: { path: "^features/([^/]+)/", pathNot: TESTS },
      to: { path: "^features/", pathNot: ["^features/$1/", DOOR] },
    },
    {
      name: "app-deep-import",
      comment: "Routes and pages import a feature only through its door.",
      severity: "error",
      from: { path: "^(app/|proxy\\.ts$|instrumentation\\.ts$)", pathNot: TESTS },
      to: { path: "^features/", pathNot: DOOR },
    },
    {
      name: "shared-imports-no-feature",
      comment: "Shared code (lib/, components/) imports no feature: features build on it, never the other way.",
      severity: "error",
      from: { path: "^(lib|components)/", pathNot: TESTS },
      to: { path: "^features/" },
    },
    {
      name: "index-door-runs-anywhere",
      comment: "A feature's index.ts holds code that runs anywhere (schemas, types, constants); browser code goes through client.ts, so server code and scripts (the seed runs outside Next, under the react-server condition) never load a React component through it.",
      severity: "error",
      from: { path: "^features/[^/]+/index\\.ts$" },
      to: { path: "^features/[^/]+/client/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles, through doors or inside a feature (type-only imports are erased and may: a cycle with a type-only step in it is no cycle at run time).",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "db-imports-nothing-above",
      comment: "The database client (lib/db) imports nothing built on it: a cache or an index that must hear of writes registers with lib/db/write-listeners.ts where it is first used.",
      severity: "error",
      from: { path: "^lib/db/", pathNot: TESTS },
      to: { path: "^(app|features|components|lib)/", pathNot: "^lib/(db|generated)/" },
    },
    {
      name: "data-reaches-no-http",
      comment: "Data code (features/*/server, the storage plumbing in lib) never reaches HTTP code or Next, directly or through another module: it returns values and throws domain errors; routes and pages answer.",
      severity: "error",
      from: { path: "^(features/[^/]+/server/|lib/(db|search|settings|audit|rate-limit|errors|jobs)/)", pathNot: TESTS },
      to: { path: "^(lib/api/(handler|errors|revalidate|after-response|download|upload|list-envelopes|openapi[^/]*)\\.ts$|features/[^/]+/web/|node_modules/next/)", reachable: true },
    },
  ],
  options: {
    // Packages stay in the graph, unfollowed, so that data-reaches-no-http sees an import of next/*.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(lib/generated|\\.next)" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".d.mts"],
    },
  },
};
