// Local ESLint rules that keep the rooms apart (docs/architecture.md, "Boundaries"). The import
// graph rules (doors, shared code, cycles, data code reaching HTTP) are dependency-cruiser's
// (.dependency-cruiser.cjs); these two need to read a file's own directive or count its imports.
//
// `client-imports-no-server`: a module marked "use client" runs in the browser, so it may not import
// a server module (the database, a feature's server code or door, sessions, mail, environment,
// Node's own modules). The bundler would either fail late or, worse, ship server code to the browser.
// `route-imports-one-feature`: a page or route in app/ is routing only: it imports from at most one
// feature, whose door offers what the page needs (compose several features inside one of them).
import path from "node:path";

const SERVER_MODULES = [
  /^features\/[^/]+\/(server|web)(\/|\.ts$|$)/,
  /^lib\/db(\/|$)/,
  /^lib\/generated(\/|$)/,
  /^lib\/auth\/(session|current-user|password|tokens|admins|require-permission)$/,
  /^lib\/(settings\/store|audit\/log|rate-limit|search|email|jobs|storage)(\/|$)/,
  /^lib\/env$/,
  /^@prisma\/client/,
  /^server-only$/,
  /^node:/,
];

/** The import's target as a path from the repository root ("features/x/server/y"), or the bare specifier. */
function target(context, source) {
  if (source.startsWith("@/")) return source.slice(2);
  if (source.startsWith("./") || source.startsWith("../")) {
    const root = context.cwd ?? process.cwd();
    const abs = path.resolve(path.dirname(context.filename ?? context.getFilename()), source);
    return path.relative(root, abs).split(path.sep).join("/");
  }
  return source;
}

const clientImportsNoServer = {
  meta: {
    type: "problem",
    docs: { description: 'a "use client" module imports no server module' },
    schema: [],
    messages: { server: '"use client" module imports the server module "{{source}}": pass data in as props or fetch it through the API.' },
  },
  create(context) {
    let isClient = false;
    return {
      Program(node) {
        isClient = node.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
      },
      ImportDeclaration(node) {
        if (!isClient || node.importKind === "type") return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")) return;
        const source = String(node.source.value);
        if (SERVER_MODULES.some((re) => re.test(target(context, source)))) context.report({ node, messageId: "server", data: { source } });
      },
    };
  },
};

const routeImportsOneFeature = {
  meta: {
    type: "problem",
    docs: { description: "a page or route handler imports from at most one feature" },
    schema: [],
    messages: { second: 'This file already imports the feature "{{first}}"; "{{second}}" is a second one. Routing files import one feature: give "{{first}}" a function that uses "{{second}}" through its door.' },
  },
  create(context) {
    let first = null;
    const check = (node, source) => {
      const m = /^features\/([^/]+)/.exec(target(context, String(source)));
      if (!m) return;
      if (first === null) first = m[1];
      else if (m[1] !== first) context.report({ node, messageId: "second", data: { first, second: m[1] } });
    };
    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

const plugin = { rules: { "client-imports-no-server": clientImportsNoServer, "route-imports-one-feature": routeImportsOneFeature } };
export default plugin;
