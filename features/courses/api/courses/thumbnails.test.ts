import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/courses/thumbnails/route";
import { GET as SERVE } from "@/app/api/uploads/courses/[file]/route";
import { uploadsDir } from "../../server";
import { BASE_URL, call, roleSessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 36, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
const GIF = new TextEncoder().encode("GIF89a........");
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let staff: Record<string, string>;
let admin: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  ({ admin, staff, learner } = await roleSessionHeaders());
});

type UploadBody = { data: { url: string; contentType: string; size: number }; message?: string; errors?: Record<string, string[]> };

async function upload(headers: Record<string, string>, bytes: Uint8Array | null, name = "picture.png", type = "image/png") {
  const form = new FormData();
  if (bytes) form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const req = new Request(new URL("/api/courses/thumbnails", BASE_URL), { method: "POST", headers: { host: "localhost:3000", ...headers }, body: form });
  const res = await (POST as RouteFn)(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as UploadBody };
}

const serve = (file: string) => (SERVE as RouteFn)(new Request(new URL(`/api/uploads/courses/${file}`, BASE_URL)), { params: Promise.resolve({ file }) });

describe("POST /api/courses/thumbnails", () => {
  it.each([
    ["PNG", PNG, "image/png", /\.png$/],
    ["JPEG", JPEG, "image/jpeg", /\.jpg$/],
    ["WebP", WEBP, "image/webp", /\.webp$/],
  ])("stores a %s under the data folder and serves it back with its type", async (_label, bytes, contentType, ext) => {
    const res = await upload(staff, bytes, "whatever.bin", "application/octet-stream");
    expect(res.status).toBe(201);
    expect(res.body.data.contentType).toBe(contentType);
    expect(res.body.data.size).toBe(bytes.byteLength);
    expect(res.body.data.url).toMatch(/^\/api\/uploads\/courses\/[a-f0-9]{32}\.(png|jpg|webp)$/);
    expect(res.body.data.url).toMatch(ext);
    const name = res.body.data.url.split("/").pop() ?? "";
    expect(fs.readFileSync(path.join(uploadsDir(), name))).toEqual(Buffer.from(bytes));
    expect(uploadsDir()).toMatch(/uploads[\\/]courses$/);

    const served = await serve(name);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("judges the type by the bytes, not the name or declared type", async () => {
    for (const bytes of [GIF, SVG]) {
      const res = await upload(staff, bytes, "looks-fine.png", "image/png");
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: ["Thumbnails must be PNG, JPEG or WebP images"] });
    }
  });

  it("refuses files over 2 MB (413) and accepts exactly 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(admin, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("Thumbnails must be at most 2 MB");
    const limit = new Uint8Array(2 * 1024 * 1024);
    limit.set(PNG);
    expect((await upload(admin, limit)).status).toBe(201);
  });

  it("asks for a file when none is sent, and for multipart otherwise", async () => {
    const none = await upload(staff, null);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: ["Choose an image to upload"] });
    const json = await call(POST as RouteFn, { path: "/api/courses/thumbnails", method: "POST", headers: staff, body: { file: "x" } });
    expect(json.status).toBe(400);
  });

  it("refuses learners (403) and signed-out callers (401)", async () => {
    expect((await upload(learner, PNG)).status).toBe(403);
    expect((await upload({}, PNG)).status).toBe(401);
  });
});

describe("GET /api/uploads/courses/[file]", () => {
  it("answers 404 for unknown or malformed names, never reading outside the folder", async () => {
    expect((await serve(`${"b".repeat(32)}.png`)).status).toBe(404);
    expect((await serve("..%2F..%2Fmasterly.db")).status).toBe(404);
    expect((await serve("../test.db")).status).toBe(404);
  });
});
