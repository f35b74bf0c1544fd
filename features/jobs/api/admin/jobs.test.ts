// Jobs over HTTP, on the test database: who may do what, the name's uniqueness, the input's
// messages, and the list's pages, search and sort.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/admin/jobs/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/admin/jobs/[id]/route";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

type Row = { id: string; name: string; description: string };
type Json = { message?: string; code?: string; errors?: Record<string, string[]>; data: { job: Row; jobs: Row[] }; results: number; page: number; totalPages: number };
const r = (fn: unknown) => fn as RouteFn;

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
  learner = await sessionHeaders(await createUser({ role: "user" }));
});

/** A name no other test of this file uses. */
let n = 0;
const unique = (stem: string) => `${stem} ${(n += 1)}`;

async function make(body: Record<string, unknown>) {
  const res = await call<Json>(r(create), { method: "POST", headers: admin, body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.job;
}

describe("/api/admin/jobs", () => {
  it("admins create, read, update and delete; a name is used once", async () => {
    const row = await make({ name: "  First  ", description: "The first one" });
    expect(row).toMatchObject({ name: "First", description: "The first one" });
    const dup = await call<Json>(r(create), { method: "POST", headers: admin, body: { name: "First" } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.name).toEqual(["This name is already in use"]);

    const read = await call<Json>(r(getOne), { headers: admin, params: { id: row.id } });
    expect(read.status).toBe(200);
    expect(read.body.data.job.name).toBe("First");

    const other = await make({ name: unique("Other") });
    expect((await call<Json>(r(update), { method: "PUT", headers: admin, params: { id: other.id }, body: { name: "First" } })).status).toBe(409);
    const put = await call<Json>(r(update), { method: "PUT", headers: admin, params: { id: row.id }, body: { name: "Renamed", description: "" } });
    expect(put.status).toBe(200);
    expect(put.body.data.job).toMatchObject({ id: row.id, name: "Renamed", description: "" });

    expect((await call(r(remove), { method: "DELETE", headers: admin, params: { id: row.id } })).status).toBe(200);
    expect((await call(r(getOne), { headers: admin, params: { id: row.id } })).status).toBe(404);
    expect((await call(r(remove), { method: "DELETE", headers: admin, params: { id: row.id } })).status).toBe(404);
    expect((await call(r(update), { method: "PUT", headers: admin, params: { id: row.id }, body: { name: "Back" } })).status).toBe(404);
  });

  it("staff read but change nothing; learners and strangers get nothing", async () => {
    const row = await make({ name: unique("Shared") });
    expect((await call(r(list), { headers: staff })).status).toBe(200);
    expect((await call(r(getOne), { headers: staff, params: { id: row.id } })).status).toBe(200);
    expect((await call(r(create), { method: "POST", headers: staff, body: { name: unique("Staff") } })).status).toBe(403);
    expect((await call(r(update), { method: "PUT", headers: staff, params: { id: row.id }, body: { name: "Staff edit" } })).status).toBe(403);
    expect((await call(r(remove), { method: "DELETE", headers: staff, params: { id: row.id } })).status).toBe(403);
    expect((await call(r(list), { headers: learner })).status).toBe(403);
    expect((await call(r(list), {})).status).toBe(401);
    expect((await call<Json>(r(getOne), { headers: admin, params: { id: row.id } })).body.data.job.name).toBe(row.name);
  });

  it("says what is wrong with the input, field by field", async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, "name", "Name is required"],
      [{ name: "   " }, "name", "Name is required"],
      [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
      [{ name: "Fine", description: "x".repeat(2001) }, "description", "Description must be at most 2000 characters"],
    ];
    for (const [body, field, message] of bad) {
      const res = await call<Json>(r(create), { method: "POST", headers: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    expect((await call<Json>(r(list), { headers: admin, query: { sort: "nope" } })).status).toBe(422);
  });

  it("lists by pages, searches name and description, and sorts", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (const name of ["Charlie", "Alpha", "Bravo"]) await make({ name: `${name} ${tag}` });
    await make({ name: unique("Described"), description: `mentions ${tag}` });
    const page = (p: number) => call<Json>(r(list), { headers: admin, query: { search: tag, limit: "3", page: String(p), sort: "name", order: "asc" } });
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ results: 4, page: 1, totalPages: 2 });
    expect(first.body.data.jobs.map((row) => row.name)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    const second = await page(2);
    expect(second.body.data.jobs.map((row) => row.description)).toEqual([`mentions ${tag}`]);
    const newest = await call<Json>(r(list), { headers: admin, query: { search: tag } });
    expect(newest.body.data.jobs[0].description).toBe(`mentions ${tag}`);
  });
});
