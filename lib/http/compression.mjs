// The compression of every answer `npm start` (server.mjs) serves, in place of Next's own
// (next.config.ts sets `compress: false` when server.mjs runs it). Two paths:
//
// - A page Next serves whole from its cache (the landing page, the catalogue, a course page: one
//   `res.end(body)` with no write before it) that any cache may keep (`Cache-Control` public or
//   s-maxage; never private, no-store, no-cache or no-transform; no Set-Cookie), 200, HTML or RSC,
//   asked for with gzip: its gzip is made once per distinct body and kept in a least-recently-used
//   store bounded in bytes, keyed by a hash of the body. Gzip of the 90 KB landing page on every
//   request was most of what `/` cost beyond an empty page (docs/decisions/012-gzip-once.md); a SHA-1 of it is ~15×
//   cheaper. Being keyed by the body, a page that renders afresh gets its own entry: what is
//   served is always the gzip of what Next answered.
// - Everything else (API JSON, dynamic and streamed pages, static files, ranges, HEAD, other
//   encodings) goes through the middleware Next uses itself (next/dist/compiled/compression, with
//   its defaults), exactly as before.
// Plain JavaScript: server.mjs imports it without a build.
import { hash } from "node:crypto";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const perResponseCompression = require("next/dist/compiled/compression");
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream");

/** As the middleware: smaller answers are not worth compressing. */
const THRESHOLD = 1024;
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/** q-values of an Accept-Encoding header, by coding (lower case). */
function acceptedCodings(header) {
  const q = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!coding) continue;
    let value = 1;
    for (const param of params) {
      const [name, raw] = param.trim().split("=");
      if (name === "q") value = Number(raw);
    }
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/**
 * True when the client asks for gzip by name (q > 0) and would get it from the middleware: no
 * higher q for deflate or identity. Any other wish (identity only, deflate first, `*` alone) takes
 * the middleware's path, which negotiates as it always did.
 */
export function prefersGzip(header) {
  const q = acceptedCodings(header);
  const gzip = q.get("gzip") ?? 0;
  if (gzip <= 0) return false;
  // The middleware chooses among gzip, deflate and identity (gzip on a tie), whatever else is listed.
  return gzip >= (q.get("deflate") ?? 0) && gzip >= (q.get("identity") ?? 0);
}

/** Whether a shared cache may keep this answer, by its headers: then so may we (its gzip). */
export function isSharedCacheable(res) {
  if (res.statusCode !== 200) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  if (res.getHeader("content-encoding") !== undefined) return false;
  const type = String(res.getHeader("content-type") ?? "").toLowerCase();
  if (!type.startsWith("text/html") && !type.startsWith("text/x-component")) return false;
  const directives = String(res.getHeader("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache" || d === "no-transform")) return false;
  return directives.includes("public") || directives.includes("s-maxage");
}

function addVary(res, field) {
  const current = res.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const fields = value.split(",").map((f) => f.trim().toLowerCase()).filter(Boolean);
  if (fields.includes("*") || fields.includes(field.toLowerCase())) return;
  res.setHeader("Vary", value ? `${value}, ${field}` : field);
}

/**
 * The compressing layer: call it on each request before the app sees the response.
 * `maxBytes` bounds the gzip copies kept (bytes of the copies; least recently used first out).
 */
export function createCompression({ maxBytes = DEFAULT_MAX_BYTES } = {}) {
  const middleware = perResponseCompression();
  /** @type {Map<string, Buffer>} SHA-1 of the body (its UTF-8 bytes) → its gzip */
  const store = new Map();
  let storedBytes = 0;

  function gzipOf(body) {
    const key = hash("sha1", body);
    const kept = store.get(key);
    if (kept) {
      store.delete(key);
      store.set(key, kept);
      return kept;
    }
    const gzip = gzipSync(body);
    if (gzip.length <= maxBytes / 4) {
      store.set(key, gzip);
      storedBytes += gzip.length;
      for (const [oldest, value] of store) {
        if (storedBytes <= maxBytes) break;
        store.delete(oldest);
        storedBytes -= value.length;
      }
    }
    return gzip;
  }

  function compress(req, res) {
    middleware(req, res, () => {});
    // As Next does: on a client that leaves early the middleware never ends its zlib stream.
    res.once("close", () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    if (req.method !== "GET" || !prefersGzip(req.headers["accept-encoding"])) return;

    // Only a body handed over whole, before any header went out, can take the kept gzip.
    const write = res.write;
    const end = res.end;
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    res.write = function (...args) {
      restore();
      return write.apply(this, args);
    };
    res.end = function (chunk, encoding, callback) {
      restore();
      if (typeof chunk === "function" || chunk === null || chunk === undefined || this.headersSent || !isSharedCacheable(this)) {
        return end.apply(this, arguments);
      }
      // A UTF-8 string (what Next hands over) is hashed and zipped as it is, without a copy.
      const utf8 = typeof encoding !== "string" || /^utf-?8$/i.test(encoding);
      const body = typeof chunk === "string" && !utf8 ? Buffer.from(chunk, encoding) : chunk;
      if (!(typeof body === "string" || body instanceof Uint8Array) || body.length < THRESHOLD) return end.apply(this, arguments);
      const gzip = gzipOf(body);
      this.setHeader("Content-Encoding", "gzip");
      this.setHeader("Content-Length", gzip.length);
      addVary(this, "Accept-Encoding");
      return end.call(this, gzip, typeof encoding === "function" ? encoding : callback);
    };
  }

  compress.stats = () => ({ entries: store.size, bytes: storedBytes, maxBytes });
  return compress;
}
