// Local ESLint rules that keep the layers apart (docs/architecture.md, "The lint rules").
// `client-imports-no-server`: a module marked "use client" runs in the browser, so it may not
// import a server module (the database, the data layer, sessions, mail, environment, Node's own
// modules). The bundler would either fail late or, worse, ship server code to the browser.
const SERVER_MODULES = [
  /^@\/lib\/data(\/|$)/,
  /^@\/lib\/db(-[a-z]+)?$/,
  /^@\/lib\/generated(\/|$)/,
  /^@\/lib\/auth\/(session|password|tokens|two-factor|flows|service|lockout|email-change)$/,
  /^@\/lib\/email(\/|$)/,
  /^@\/lib\/env$/,
  /^@\/lib\/jobs(\/|$)/,
  /^@\/lib\/storage(\/|$)/,
  /^@\/lib\/payments(\/|$)/,
  /^@prisma\/client/,
  /^server-only$/,
  /^node:/,
];

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
        const source = String(node.source.value);
        if (SERVER_MODULES.some((re) => re.test(source))) context.report({ node, messageId: "server", data: { source } });
      },
    };
  },
};

const plugin = { rules: { "client-imports-no-server": clientImportsNoServer } };
export default plugin;
