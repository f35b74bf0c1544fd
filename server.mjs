// `npm start`: the production server. Next.js wrapped in a plain Node HTTP server so route handlers
// can learn the client's address: Next gives them no socket, so every request gets the socket's
// peer address in x-masterly-client-ip, overwriting any value the client sent (lib/api/client-ip.ts
// reads it). Flags as `next start`: -p/--port (default $PORT or 3000), -H/--hostname (default all
// interfaces). It also compresses the answers itself (lib/http/compression.mjs), in place of Next,
// and refuses what Next would answer with a 500 (lib/http/request-guard.mjs). `--dev` serves
// `next dev` behind the same server (`npm run dev`), so development answers those requests alike.
import http from "node:http";
import { createCompression } from "./lib/http/compression.mjs";
import { escapeMalformedPath, methodRefusal } from "./lib/http/request-guard.mjs";

const PEER_ADDRESS_HEADER = "x-masterly-client-ip";

function option(names, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => names.includes(arg));
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

const dev = process.argv.includes("--dev");
const port = Number(option(["-p", "--port"], process.env.PORT || "3000"));
const hostname = option(["-H", "--hostname"], undefined);

// Tells lib/api/client-ip.ts that the header below is ours on every request of this process.
globalThis[Symbol.for("masterly.peerAddressHeader")] = true;

// As `next start` and `next dev` do; set before Next is loaded, since it reads NODE_ENV as it loads.
if (dev) process.env.NODE_ENV = "development";
else process.env.NODE_ENV ??= "production";
// next.config.ts turns Next's own compression off in this process: the layer below does it. In
// development Next keeps compressing, as `next dev` does.
if (!dev) process.env.MASTERLY_SERVER_COMPRESSES = "1";
const compress = dev ? () => {} : createCompression();
const { default: next } = await import("next");
const app = next({ dev, dir: import.meta.dirname, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const refused = methodRefusal(req.method);
  if (refused) {
    res.writeHead(refused.status, refused.headers);
    res.end(refused.body);
    return;
  }
  const escaped = escapeMalformedPath(req.url);
  if (escaped !== null) req.url = escaped;
  // Drop every client-sent copy (headers and rawHeaders), then write the socket's address.
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== PEER_ADDRESS_HEADER) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  compress(req, res);
  handle(req, res).catch((error) => {
    console.error("[server] request failed:", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" }));
  });
});

server.listen(port, hostname, () => {
  console.log(`▲ Masterly ready on http://${hostname ?? "localhost"}:${port}`);
});

// On SIGTERM/SIGINT: stop taking requests and jobs, let the running ones finish, then exit. The job
// workers started at boot (instrumentation.ts) leave their stop function under this symbol; a job
// still running at the deadline runs again later (docs/domain/jobs.md).
const STOP_WORKERS = Symbol.for("masterly.stopWorkers");
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 8000).unref();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const workers = globalThis[STOP_WORKERS]?.();
    Promise.allSettled([closed, workers]).then(() => process.exit(0));
  });
}
