// Headers and cookies (docs/security.md §7) read off real responses of the production build, and no token
// in localStorage or the console after signing in.
import { DEMO, expect, signInViaApi, test } from "./fixtures";

test("pages carry the security headers, with a CSP that needs no unsafe-eval", async ({ request }) => {
  const res = await request.get("/login");
  const headers = res.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("the session cookie is httpOnly, SameSite=Lax and Secure, and no token reaches localStorage or the console", async ({ page, context }) => {
  const consoleLines: string[] = [];
  page.on("console", (message) => consoleLines.push(message.text()));
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session, "session cookie").toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  expect(session!.secure).toBe(true);
  // Without "Remember me" the cookie ends with the browser.
  expect(session!.expires).toBe(-1);

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(session!.value.slice(0, 40));
  expect(stored).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}|token/i);
  expect(consoleLines.join("\n")).not.toContain(session!.value.slice(0, 40));
  expect(consoleLines.join("\n")).not.toMatch(/eyJ[A-Za-z0-9_-]{20,}/);
});

// An uploaded file (docs/security.md §8) is served with its own sandboxing CSP, not the pages' CSP
// (which allows scripts), so an upload can never run as a page of ours.
test("uploads keep their sandbox CSP", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.learner.email);
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
  const upload = await page.request.post("/api/profile/avatar", { multipart: { file: { name: "a.png", mimeType: "image/png", buffer: png } } });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { profile: { avatar: string } } };
  const served = await page.request.get(data.profile.avatar);
  expect(served.status()).toBe(200);
  const csp = served.headers()["content-security-policy"];
  expect(csp).toContain("sandbox");
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain("script-src");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await page.request.delete("/api/profile/avatar");
  await context.close();
});
