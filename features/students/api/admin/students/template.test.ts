import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/students/template/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

describe("GET /api/admin/students/template", () => {
  it("downloads the import template with real course titles as the example", async () => {
    await prisma.course.create({ data: { title: "Template Course", description: "For the template test.", category: "Design", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status: "published" } });
    const res = await call(GET as RouteFn, { headers: await sessionHeaders(await createUser({ role: "admin" })) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="students-import-template.csv"');
    const parsed = Papa.parse<Record<string, string>>(res.text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(["name", "email", "courses"]);
    expect(parsed.data[0]).toEqual({ name: "Jane Doe", email: "jane.doe@example.com", courses: "Template Course" });
  });

  it("is for those who may import (admin): staff and learners get 403", async () => {
    expect((await call(GET as RouteFn, { headers: await sessionHeaders(await createUser({ role: "staff" })) })).status).toBe(403);
    expect((await call(GET as RouteFn, { headers: await sessionHeaders(await createUser({ role: "user" })) })).status).toBe(403);
    expect((await call(GET as RouteFn, {})).status).toBe(401);
  });
});
