// The compressing layer of server.mjs, on a real HTTP server: a cacheable page's gzip is made once
// per distinct body and kept (bounded), everything else is compressed per response as Next did.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompression, isSharedCacheable, prefersGzip, type Compression } from "./compression.mjs";

const page = (label: string) => `<!DOCTYPE html><html><body><h1>${label}</h1>${"<p>Learn from the best instructors.</p>".repeat(200)}</body></html>`;
const STATIC_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=31535940", vary: "rsc, next-router-state-tree" };

let body = page("first");
let compress: Compression;
let server: http.Server;
let base: string;

/** Answers as Next does: a cached page whole in one end(), a dynamic one streamed. */
function app(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://x");
  const headers: Record<string, string> = { ...STATIC_HEADERS };
  if (url.pathname === "/private") headers["cache-control"] = "private, no-cache, no-store, max-age=0, must-revalidate";
  if (url.pathname === "/no-store") headers["cache-control"] = "no-store";
  if (url.pathname === "/cookie") headers["set-cookie"] = "session=1; HttpOnly";
  if (url.pathname === "/json") headers["content-type"] = "application/json";
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const text = url.pathname === "/json" ? JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) }) : url.searchParams.has("n") ? page(`n${url.searchParams.get("n")}`) : body;
  if (url.pathname === "/stream") {
    res.write(text.slice(0, 500));
    setTimeout(() => res.end(text.slice(500)), 5);
    return;
  }
  res.setHeader("content-length", Buffer.byteLength(text));
  if (req.method === "HEAD") res.end(null);
  else if (url.searchParams.has("buffer")) res.end(Buffer.from(text));
  else res.end(text);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  compress = createCompression({ maxBytes: 4 * 1024 });
  server = http.createServer((req, res) => {
    compress(req, res);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("server compression", () => {
  it("serves a cacheable page's gzip, made once for its body: it unzips to the page, with its length and Vary", async () => {
    const before = compress.stats().entries;
    const first = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    const second = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(Number(answer.headers["content-length"])).toBe(answer.raw.length);
      expect(answer.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(STATIC_HEADERS["cache-control"]);
      expect(gunzipSync(answer.raw).toString()).toBe(body);
    }
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(compress.stats().entries).toBe(before + 1);
    // The same bytes handed over as a Buffer are the same entry.
    const buffer = await get("/?buffer", { "accept-encoding": "gzip" });
    expect(buffer.raw.equals(first.raw)).toBe(true);
    expect(compress.stats().entries).toBe(before + 1);
  });

  it("serves a page that changed by its new body, never the old gzip", async () => {
    await get("/", { "accept-encoding": "gzip" });
    body = page("second");
    const answer = await get("/", { "accept-encoding": "gzip" });
    expect(gunzipSync(answer.raw).toString()).toBe(body);
  });

  it("sends the page as it is to a client that does not ask for gzip, or asks for identity only", async () => {
    const wishes: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "gzip;q=0, identity" }];
    for (const headers of wishes) {
      const answer = await get("/", headers);
      expect(answer.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(answer.raw.toString()).toBe(body);
      expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(body));
    }
  });

  it("leaves other wishes (deflate first) and HEAD to the per-response middleware, as before", async () => {
    const deflated = await get("/", { "accept-encoding": "deflate" });
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(deflated.raw).toString()).toBe(body);
    const head = await get("/", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.raw.length).toBe(0);
  });

  it("never keeps a private, no-store, cookie-setting, non-HTML or streamed answer, but still compresses it per response", async () => {
    const before = compress.stats();
    for (const path of ["/private", "/no-store", "/cookie", "/json", "/stream"]) {
      const answer = await get(path, { "accept-encoding": "gzip" });
      expect(answer.headers["content-encoding"], path).toBe("gzip");
      expect(answer.headers["content-length"], path).toBeUndefined();
      expect(gunzipSync(answer.raw).length, path).toBeGreaterThan(1024);
    }
    expect(compress.stats()).toEqual(before);
  });

  it("keeps at most its byte bound", async () => {
    for (let n = 0; n < 200; n += 1) {
      const answer = await get(`/?n=${n}`, { "accept-encoding": "gzip" });
      expect(gunzipSync(answer.raw).toString()).toBe(page(`n${n}`));
    }
    const { entries, bytes, maxBytes } = compress.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(200);
  });
});

describe("the rules", () => {
  it("takes gzip only when the client prefers it plainly", () => {
    expect(prefersGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(prefersGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(prefersGzip("deflate, gzip;q=0.5")).toBe(false);
    expect(prefersGzip("identity")).toBe(false);
    expect(prefersGzip("gzip;q=0")).toBe(false);
    expect(prefersGzip(undefined)).toBe(false);
  });

  it("keeps only what a shared cache may keep", () => {
    const res = (headers: Record<string, string>, statusCode = 200) =>
      ({ statusCode, getHeader: (name: string) => headers[name] }) as unknown as http.ServerResponse;
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(isSharedCacheable(res({ ...html, "cache-control": "s-maxage=31536000" }))).toBe(true);
    expect(isSharedCacheable(res({ "content-type": "text/x-component", "cache-control": "public, max-age=60" }))).toBe(true);
    expect(isSharedCacheable(res({ ...html, "cache-control": "s-maxage=60" }, 404))).toBe(false);
    expect(isSharedCacheable(res({ ...html, "cache-control": "max-age=60" }))).toBe(false);
    expect(isSharedCacheable(res({ ...html, "cache-control": "public, no-transform" }))).toBe(false);
    expect(isSharedCacheable(res({ ...html }))).toBe(false);
  });
});
