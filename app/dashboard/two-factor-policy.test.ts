// While Settings → Security requires two-factor sign-in, an admin or staff member who has not set it
// up can do nothing but enrol: the API answers 403 (lib/api/handler.ts), and every page sends them to
// /profile#two-factor. A client-side navigation asks the server for the page alone (`RSC: 1` with
// `Next-Router-State-Tree`) and renders no layout, so the dashboard layout cannot be where this is
// checked: the current-user helper every page reads through is (docs/security.md). These requests
// carry those headers to every dashboard page and to the profile page that enrolment needs.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { saveSettings } from "@/lib/settings/store";
import { SETTINGS_DEFAULTS } from "@/lib/settings/defaults";
import { createUser, sessionHeaders, type TestUser } from "@/test/helpers";

// The request's headers as Next hands them to server code; the test sets them per call.
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

/** What a client-side navigation sends: the session cookie and the App Router's RSC headers. */
async function partialNavigation(user: TestUser, pathname: string) {
  requestHeaders = new Headers({
    ...(await sessionHeaders(user)),
    rsc: "1",
    "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["dashboard", { children: ["__PAGE__", {}] }] }, null, null, true])),
    "x-masterly-path": pathname,
  });
}

const ENROL = "/profile#two-factor";

/** Where a page sent the request (its redirect), or null when it rendered. */
async function redirectOf(render: () => unknown): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2];
  }
}

const policy = (enableTwoFactor: boolean) => saveSettings("security", { ...SETTINGS_DEFAULTS.security, enableTwoFactor });

let staff: TestUser;
let admin: TestUser;
let courseId: string;

beforeAll(async () => {
  staff = await createUser({ role: "staff", name: "Una Enrolled" });
  admin = await createUser({ role: "admin", name: "Abe Unenrolled" });
  const course = await prisma.course.create({
    data: { title: "Revenue Course", description: "A course whose analytics show revenue.", category: "Design", level: "beginner", priceCents: 4900, duration: "1 hour", instructor: "I", status: "published" },
  });
  courseId = course.id;
});

afterEach(async () => {
  await prisma.setting.deleteMany({ where: { group: "security" } });
});

// Every page under app/dashboard, as Next would find it.
const pagesDir = path.join(import.meta.dirname);
const pageFiles = (fs.readdirSync(pagesDir, { recursive: true }) as string[]).filter((f) => f.endsWith("page.tsx")).sort();

describe("the two-factor requirement on page reads", () => {
  it("finds the dashboard's pages", () => {
    expect(pageFiles).toEqual(expect.arrayContaining(["analytics/page.tsx", "courses/[id]/analytics/page.tsx", "page.tsx", "students/page.tsx"]));
  });

  it.each(pageFiles)("sends an unenrolled admin from %s to enrolment on a partial navigation", async (file) => {
    await policy(true);
    const mod = (await import(`./${file}`)) as { default: (props: unknown) => unknown; generateMetadata?: (props: unknown) => unknown };
    const props = { params: Promise.resolve({ id: courseId }), searchParams: Promise.resolve({}) };
    await partialNavigation(admin, `/dashboard/${path.dirname(file)}`);
    expect(await redirectOf(() => mod.default(props))).toBe(ENROL);
    if (mod.generateMetadata) expect(await redirectOf(() => mod.generateMetadata!(props))).toBe(ENROL);
  });

  it("renders course analytics for the same admin once the policy is off, and for an enrolled staff member under it", async () => {
    const { default: CourseAnalyticsPage } = await import("./courses/[id]/analytics/page");
    const props = { params: Promise.resolve({ id: courseId }) };
    await partialNavigation(admin, `/dashboard/courses/${courseId}/analytics`);
    expect(await redirectOf(() => CourseAnalyticsPage(props))).toBeNull();
    await policy(true);
    await prisma.user.update({ where: { id: staff.id }, data: { twoFactorEnabled: true } });
    await partialNavigation(staff, `/dashboard/courses/${courseId}/analytics`);
    expect(await redirectOf(() => CourseAnalyticsPage(props))).toBeNull();
  });

  it("still opens the profile, where enrolment happens", async () => {
    await policy(true);
    const { default: ProfileLayout } = await import("@/app/profile/layout");
    await partialNavigation(admin, "/profile");
    expect(await redirectOf(() => ProfileLayout({ children: null }))).toBeNull();
    // Its receipts read orders, which enrolment does not need.
    const { default: ReceiptPage } = await import("@/app/profile/receipts/[orderId]/page");
    expect(await redirectOf(() => ReceiptPage({ params: Promise.resolve({ orderId: courseId }) }))).toBe(ENROL);
  });
});
