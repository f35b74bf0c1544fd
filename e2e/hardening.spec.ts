// What the production server actually sends for hostile requests: lesson files under their own
// sandbox (next.config.ts header rules run only in the Next server, so a route test cannot see
// them), malformed percent-encodings in a path, TRACE, and impossible dates.
import { as, DEMO, expect, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("lesson files", () => {
  test.use(as("admin"));

  test("are served with a sandbox CSP, nosniff, and as attachments for anything a browser could run", async ({ page }) => {
    const db = e2eDb();
    const id = unique();
    const course = await db.course.create({
      data: { title: `Files ${id}`, description: "Lesson files served by the production server.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada Lovelace", status: "draft" },
    });
    // Published through the API, as an admin would: the public pages this server caches learn of it
    // (a row written straight to the database would leave them stale for the specs after this one).
    expect((await page.request.patch(`/api/courses/${course.id}/status`, { data: { status: "published" } })).status()).toBe(200);
    const section = await db.section.create({ data: { courseId: course.id, title: "Files", position: 0 } });
    // A preview lesson: its file is public, so the anonymous request below reads it too.
    const lesson = await db.lesson.create({ data: { sectionId: section.id, courseId: course.id, title: "A file", kind: "file", position: 0, isPreview: true } });
    const put = await page.request.put(`/api/courses/${course.id}/lessons/${lesson.id}/media`, {
      headers: { "Content-Type": "text/plain", "X-Filename": "notes.txt" },
      data: Buffer.from("<script>alert(document.domain)</script>"),
    });
    expect(put.status(), await put.text()).toBe(200);

    // XML and XSL uploads are refused like pages and scripts.
    for (const [type, name] of [["text/xml", "feed.xml"], ["application/xslt+xml", "style.xsl"], ["application/octet-stream", "page.xsl"]]) {
      const refused = await page.request.put(`/api/courses/${course.id}/lessons/${lesson.id}/media`, { headers: { "Content-Type": type, "X-Filename": name }, data: Buffer.from("<x/>") });
      expect(refused.status(), `${type} ${name}`).toBe(415);
    }

    const url = `/api/learn/${course.id}/lessons/${lesson.id}/media`;
    // Rows stored before a type was refused (or by hand) are still served safely: every type but a
    // PDF and the player's video formats is an attachment, and everything but a PDF is sandboxed.
    const served = async (mimeType: string, fileName: string) => {
      await db.lesson.update({ where: { id: lesson.id }, data: { mimeType, fileName } });
      const res = await page.request.get(url);
      expect(res.status(), mimeType).toBe(200);
      return res.headers();
    };
    for (const [type, name] of [
      ["text/html", "page.html"],
      ["image/svg+xml", "image.svg"],
      ["text/xml", "feed.xml"],
      ["application/xml", "data.xml"],
      ["text/xsl", "style.xsl"],
      ["application/xslt+xml", "style.xslt"],
      ["application/xhtml+xml", "page.xhtml"],
      ["text/javascript", "app.js"],
      ["text/plain", "notes.txt"],
      ["image/png", "picture.png"],
      ["application/octet-stream", "blob.bin"],
    ]) {
      const headers = await served(type, name);
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, type).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(csp, type).toContain("default-src 'none'");
      expect(csp, type).not.toContain("script-src");
      expect(headers["x-content-type-options"], type).toBe("nosniff");
      expect(headers["content-disposition"], type).toMatch(/^attachment; filename="/);
      expect(headers["x-frame-options"], type).toBe("DENY");
    }
    const video = await served("video/mp4", "clip.mp4");
    expect(video["content-security-policy"]).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(video["content-disposition"]).toMatch(/^inline; /);
    expect(video["x-content-type-options"]).toBe("nosniff");
    // A PDF is shown in the player's frame: inline, framed by our own pages only, no scripts or
    // fetches of its own; not sandboxed, because Chromium will not render a sandboxed PDF.
    const pdf = await served("application/pdf", "notes.pdf");
    expect(pdf["content-disposition"]).toMatch(/^inline; filename="notes.pdf"/);
    expect(pdf["content-security-policy"]).toContain("default-src 'none'");
    expect(pdf["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(pdf["content-security-policy"]).not.toContain("script-src");
    expect(pdf["x-content-type-options"]).toBe("nosniff");
    expect(pdf["x-frame-options"]).toBe("SAMEORIGIN");
    // The page rules still apply around it.
    expect(pdf["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

test.describe("malformed requests", () => {
  test("a malformed percent-encoding in a path answers 4xx: the page's own not-found state, the API's envelope", async ({ request }) => {
    for (const path of ["/courses/%ff", "/courses/%E0%A4%A", "/certificates/%zz", "/learn/%ff/x"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeGreaterThanOrEqual(300);
      expect(res.status(), path).toBeLessThan(500);
    }
    const page = await request.get("/courses/%ff");
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain("Page not found");
    for (const path of ["/api/orders/%ff", "/api/courses/%ff", "/api/learn/%ff/lessons/x/media", "/api/uploads/avatars/%ff"]) {
      const res = await request.get(path);
      expect([400, 401, 404], path).toContain(res.status());
      const body = (await res.json()) as { message?: unknown; code?: unknown };
      expect(typeof body.message, path).toBe("string");
      expect(typeof body.code, path).toBe("string");
    }
  });

  test("signed in, a malformed id in an API path is the route's own 400 or 404", async ({ browser }) => {
    const context = await browser.newContext({ storageState: as("learner").storageState });
    for (const path of ["/api/orders/%ff", "/api/learn/%ff", "/api/certificates/%E0%A4%A/pdf"]) {
      const res = await context.request.get(path);
      expect([400, 404], path).toContain(res.status());
      expect(((await res.json()) as { message?: unknown }).message, path).toEqual(expect.any(String));
    }
    await context.close();
  });

  test("TRACE answers 405, on the API and on a page", async ({ request }) => {
    for (const path of ["/api/health", "/", "/courses"]) {
      const res = await request.fetch(path, { method: "TRACE" });
      expect(res.status(), path).toBe(405);
      expect(res.headers()["allow"], path).toContain("GET");
      expect(((await res.json()) as { code: string }).code).toBe("METHOD_NOT_ALLOWED");
    }
  });

  test("an impossible date in a filter answers 422 naming the field, for a learner's orders and the admin's CSV export", async ({ browser }) => {
    const learner = await browser.newContext();
    const learnerPage = await learner.newPage();
    await signInViaApi(learnerPage, DEMO.learner.email);
    for (const query of ["to=0000-00-00", "from=2026-13-01", "from=2026-02-30"]) {
      const res = await learnerPage.request.get(`/api/orders?${query}`);
      expect(res.status(), query).toBe(422);
      const body = (await res.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(body.errors), query).toEqual([query.split("=")[0]]);
    }
    await learner.close();
    const admin = await browser.newContext({ storageState: as("admin").storageState });
    const res = await admin.request.get("/api/admin/orders/export?to=0000-00-00");
    expect(res.status()).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.to).toBeTruthy();
    const audit = await admin.request.get("/api/admin/audit/export?from=2026-13-01");
    expect(audit.status()).toBe(422);
    await admin.close();
  });
});

test.describe("the audit log with an impossible date in its address", () => {
  test.use(as("admin"));

  test("shows the page and says which date is wrong, without asking for the list", async ({ page }) => {
    await page.goto("/dashboard/audit?from=2026-13-01");
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    const problem = page.getByRole("alert").filter({ hasText: "From is not a real date" });
    await expect(problem).toBeVisible();
    await expect(page.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByRole("table", { name: /audit/i })).toHaveCount(0);
    // Picking a real day brings the list back.
    await page.getByLabel("From").fill("2026-01-01");
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole("table", { name: /audit/i })).toBeVisible();
  });
});
