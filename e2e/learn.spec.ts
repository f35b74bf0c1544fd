// Learning (docs/domain/learning.md), as people use it: an admin builds a course in the builder (two sections; a text, a video
// and a file lesson; a keyboard reorder; a prerequisite), publishes it; a visitor registers from the
// course page, verifies, lands in the player, completes every lesson, gets the congratulation
// email, and rates the course, which then shows on the course page. Axe at desktop and phone widths.
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";
import { linkTo, waitForMail } from "./mail";

const PASSWORD = "learn-e2e-password-1";
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const COURSE = `Ship It ${stamp}`;
const LEARNER = { name: "Lina Learner", email: `lina-${stamp}@example.test` };
const PHONE = { width: 390, height: 844 };

const shared: { courseId?: string } = {};

test.describe.configure({ mode: "serial", timeout: 300_000 });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const sectionCard = (page: Page, title: string) => page.getByTestId("section-card").filter({ has: page.getByRole("heading", { name: title }) });
const panel = (page: Page, title: string) => page.getByRole("dialog", { name: `Edit lesson: ${title}` });

/** A short WebM recorded by Chromium itself from a canvas (MediaRecorder), as a learner's video. */
async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(12), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const draw = window.setInterval(() => {
      ctx.fillStyle = `hsl(${(frame += 25) % 360} 70% 50%)`;
      ctx.fillRect(0, 0, 160, 90);
    }, 80);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    await new Promise((r) => setTimeout(r, 1500));
    recorder.stop();
    await stopped;
    window.clearInterval(draw);
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** A one-page PDF with a line of text, written by hand (objects, xref table and trailer). */
function makePdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 70 Td (Cheat sheet) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

async function addSection(page: Page, title: string) {
  await page.getByLabel("New section").fill(title);
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(sectionCard(page, title)).toBeVisible();
}

async function addLesson(page: Page, section: string, title: string, kind: "Text" | "Video" | "File"): Promise<Locator> {
  const card = sectionCard(page, section);
  await card.getByLabel(`New lesson title in ${section}`).fill(title);
  await card.getByRole("combobox", { name: `Kind of the new lesson in ${section}` }).click();
  await page.getByRole("option", { name: kind, exact: true }).click();
  await card.getByRole("button", { name: "Add lesson" }).click();
  const dialog = panel(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closePanel(page: Page, dialog: Locator) {
  await expect(dialog.getByTestId("save-state")).toHaveText("Saved");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

async function lessonOrder(courseId: string): Promise<string[][]> {
  const sections = await e2eDb().section.findMany({
    where: { courseId },
    orderBy: { position: "asc" },
    select: { lessons: { orderBy: { position: "asc" }, select: { title: true } } },
  });
  return sections.map((s) => s.lessons.map((l) => l.title));
}

test.describe("learners can learn", () => {
  test("an admin builds a course with text, video and file lessons, reorders by keyboard and publishes it", async ({ page }) => {
    await signInViaApi(page, DEMO.admin.email);
    const res = await page.request.post("/api/courses", {
      data: {
        title: COURSE,
        description: "Ship a small product end to end: plan, build, test and release it.",
        category: "Programming",
        level: "beginner",
        price: 0,
        duration: "1 hour",
        instructor: "Grace Hopper",
        tags: ["Shipping"],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const created = (await res.json()) as { data: { course: { _id: string } } };
    const courseId = created.data.course._id;
    shared.courseId = courseId;

    await page.goto(`/dashboard/courses/${courseId}`);
    await page.getByRole("link", { name: "Curriculum" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}/curriculum$`));
    await expect(page.getByRole("heading", { level: 1, name: `Curriculum: ${COURSE}` })).toBeVisible();
    await expect(page.getByText("This course has no sections yet.")).toBeVisible();
    await page.waitForLoadState("networkidle");

    await addSection(page, "Getting started");
    await addSection(page, "Going further");

    // A text lesson: Markdown with a code block, previewed live, autosaved; a free preview.
    let dialog = await addLesson(page, "Getting started", "Welcome", "Text");
    await dialog.getByLabel("Lesson text (Markdown)").fill("# Welcome aboard\n\nWe **ship** small things.\n\n```js\nconst answer = 42;\n```\n\n<script>alert(1)</script>");
    await expect(dialog.getByTestId("save-state")).toHaveText(/Unsaved changes|Saving…|Saved/);
    const preview = dialog.getByTestId("markdown-preview");
    await expect(preview.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();
    await expect(preview.locator("code.hljs span.hljs-keyword").first()).toHaveText("const");
    await expect(preview.locator("script")).toHaveCount(0);
    await dialog.getByRole("switch", { name: "Free preview" }).click();
    await dialog.getByLabel("Duration (minutes)").fill("5");
    await closePanel(page, dialog);

    // A video lesson from a file the browser records, with the upload's progress bar.
    dialog = await addLesson(page, "Getting started", "Watch the demo", "Video");
    const video = await recordVideo(page);
    await dialog.getByTestId("media-input").setInputFiles({ name: "demo.webm", mimeType: "video/webm", buffer: video });
    await expect(dialog.getByText("Current video: demo.webm")).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel("Duration (minutes)").fill("1");
    await closePanel(page, dialog);

    // A file lesson: a PDF.
    dialog = await addLesson(page, "Going further", "Cheat sheet", "File");
    await dialog.getByTestId("media-input").setInputFiles({ name: "cheat-sheet.pdf", mimeType: "application/pdf", buffer: makePdf() });
    await expect(dialog.getByText("Current file: cheat-sheet.pdf")).toBeVisible({ timeout: 30_000 });
    await closePanel(page, dialog);

    // The second section opens only once the first is complete.
    await page.getByRole("button", { name: "Edit section Going further" }).click();
    const sectionDialog = page.getByRole("dialog", { name: "Edit section" });
    await sectionDialog.getByRole("switch", { name: "Requires the previous section" }).click();
    await sectionDialog.getByRole("button", { name: "Save section" }).click();
    await expect(sectionDialog).toBeHidden();
    await expect(sectionCard(page, "Going further")).toContainText("Opens once the previous section is complete");

    await expect.poll(() => lessonOrder(courseId)).toEqual([["Welcome", "Watch the demo"], ["Cheat sheet"]]);

    // Keyboard reorder: the video moves above the text lesson, and a screen reader hears it.
    const handle = page.getByRole("button", { name: "Reorder lesson Watch the demo" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(page.locator("[id^=DndLiveRegion]").first()).toContainText('Picked up lesson "Watch the demo"');
    await page.keyboard.press("ArrowUp");
    await expect(page.locator("[id^=DndLiveRegion]").first()).toContainText("moved to position 1 of 2");
    await page.keyboard.press("Space");
    await expect(page.locator("[id^=DndLiveRegion]").first()).toContainText("dropped at position 1 of 2");
    await expect(sectionCard(page, "Getting started").getByTestId("lesson-row").first()).toContainText("Watch the demo");
    await expect.poll(() => lessonOrder(courseId)).toEqual([["Watch the demo", "Welcome"], ["Cheat sheet"]]);
    await expect(page.getByTestId("save-state").first()).toHaveText("Saved");

    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Welcome", exact: true }).click();
    dialog = panel(page, "Welcome");
    await expect(dialog.getByLabel("Lesson text (Markdown)")).toHaveValue(/Welcome aboard/);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Staff open the player without enrolling; nothing they do is recorded.
    await page.getByRole("link", { name: "Preview as learner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Watch the demo" })).toBeVisible();
    await expect(page.getByText("You are previewing this course as a learner.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as complete" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goBack();

    // Publish from the course's page.
    await page.getByRole("link", { name: "Back to course" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Publish this course?" }).getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Course published")).toBeVisible();
  });

  test("a visitor registers from the course, verifies, learns every lesson, is congratulated and rates the course", async ({ page }) => {
    const courseId = shared.courseId as string;
    expect(courseId, "the course from the first test").toBeTruthy();
    // The course page lists the curriculum, with a Preview link on the free preview lesson.
    const curriculum = page.getByRole("region", { name: "Curriculum" });
    await page.goto(`/courses/${courseId}`);
    await expect(curriculum).toContainText("Getting started");
    const consoleErrors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    await expect(curriculum).toContainText("Watch the demo");
    await expect(curriculum).toContainText("3 lessons");
    await expect(curriculum.getByRole("link", { name: "Preview: Welcome" })).toBeVisible();
    await expect(page.getByTestId("rating-summary")).toContainText("No ratings yet");

    // Register from the course.
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/register\\?course=${courseId}$`));
    await expect(page.getByTestId("register-course")).toContainText(COURSE);
    const since = Date.now() - 1000;
    await page.getByLabel("Full name").fill(LEARNER.name);
    await page.getByLabel("Email").fill(LEARNER.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const verify = linkTo(await waitForMail(LEARNER.email, { subject: /Verify your email/, since }), "/verify-email");
    await page.goto(verify);
    await expect(page.getByText("Your email has been verified")).toBeVisible();
    await page.getByRole("link", { name: "Sign in and start learning" }).click();
    await page.getByLabel("Email").fill(LEARNER.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    // The player opens at the first lesson: the video, which completes once watched.
    await expect(page).toHaveURL(new RegExp(`/learn/${courseId}/[A-Za-z0-9_-]+$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Watch the demo" })).toBeVisible();
    const outline = page.getByRole("navigation", { name: "Course outline" });
    await expect(outline.getByTestId("course-progress")).toHaveText("0%");
    await expect(outline.getByRole("link", { name: /Cheat sheet/ })).toContainText("Opens once the previous section is complete");
    // The sign-in and enrollment toasts stack over the player for a few seconds, the one behind
    // dimmed by design; axe reads the lesson screen once they have gone (toasts have checks of their own).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectNoAxeViolations(page);

    // A locked lesson says why, and offers nothing to complete.
    await outline.getByRole("link", { name: /Cheat sheet/ }).click();
    await expect(page.getByTestId("locked-lesson")).toContainText("Complete every lesson of the previous section to open this one.");
    await expect(page.getByRole("button", { name: "Mark as complete" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await outline.getByRole("link", { name: /Watch the demo/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Watch the demo" })).toBeVisible();

    const player = page.getByTestId("lesson-video");
    await expect(player).toHaveAttribute("src", /\/media$/);
    await player.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect(page.getByTestId("lesson-completed")).toBeVisible({ timeout: 30_000 });
    await expect(outline.getByTestId("course-progress")).toHaveText("33%");

    // The text lesson: Markdown rendered safely, then Mark as complete.
    await page.getByRole("link", { name: /^Next/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    const lesson = page.getByRole("article");
    await expect(lesson.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();
    await expect(lesson.locator("code.hljs")).toContainText("const answer = 42;");
    await expect(lesson.locator("script")).toHaveCount(0);
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(page.getByTestId("lesson-completed")).toBeVisible();
    await expect(outline.getByTestId("course-progress")).toHaveText("67%");

    // The file lesson opened once the first section was complete: the PDF is shown and downloadable.
    await expect(outline.getByRole("link", { name: /Cheat sheet/ })).not.toContainText("Opens once");
    await page.keyboard.press("n");
    await expect(page.getByRole("heading", { level: 1, name: "Cheat sheet" })).toBeVisible();
    await expect(page.getByTestId("lesson-pdf")).toBeVisible();
    const download = page.getByRole("link", { name: "Download" });
    await expect(download).toHaveAttribute("href", /\/media\?download=1$/);
    const pdf = await page.request.get((await download.getAttribute("href")) as string);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(outline.getByTestId("course-progress")).toHaveText("100%");
    await expect(page.getByTestId("course-complete")).toContainText("Congratulations! You completed this course.");
    await expectNoAxeViolations(page);

    const congrats = await waitForMail(LEARNER.email, { subject: /Congratulations/, since });
    expect(congrats.subject).toContain(COURSE);

    const user = await e2eDb().user.findUniqueOrThrow({ where: { email: LEARNER.email }, select: { id: true } });
    const enrollment = await e2eDb().enrollment.findFirstOrThrow({ where: { userId: user.id, courseId } });
    expect(enrollment.progress).toBe(100);
    expect(enrollment.completedAt).not.toBeNull();

    // On a phone, the outline lives in a drawer.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole("navigation", { name: "Course outline" })).toBeHidden();
    await page.keyboard.press("p");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    // The client navigation swaps the document's <title> after the new lesson paints; axe reads it.
    await expect(page).toHaveTitle(/^Lesson/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Outline" }).click();
    const drawer = page.getByRole("dialog", { name: COURSE });
    await expect(drawer.getByTestId("course-progress")).toHaveText("100%");
    await expectNoAxeViolations(page);
    await drawer.getByRole("link", { name: /Watch the demo/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Watch the demo" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Time in the player was measured.
    await expect.poll(() => e2eDb().learningSession.count({ where: { userId: user.id } })).toBeGreaterThan(0);

    // The learner home lists the completed course.
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Completed courses" })).toContainText(COURSE);
    await expectNoAxeViolations(page);

    // Rate the course; the rating shows on the course page.
    await page.goto(`/courses/${courseId}#reviews`);
    const reviews = page.getByRole("region", { name: "Ratings and reviews" });
    // People click the star; the radio inside it is only there for keyboards and screen readers.
    await reviews.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars, very good" }) }).click();
    await expect(reviews.getByRole("radio", { name: "4 stars, very good" })).toBeChecked();
    await reviews.getByLabel("Review (optional)").fill("Short and practical.");
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await expect(toast(page, "Thank you for your review")).toBeVisible();
    await page.reload();
    await expect(reviews.getByTestId("rating-summary")).toContainText("4.0");
    await expect(reviews.getByTestId("rating-summary")).toContainText("Average of 1 rating");
    await expect(reviews.getByTestId("review").filter({ hasText: "Short and practical." })).toContainText(LEARNER.name);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);

    expect(consoleErrors).toEqual([]);
  });

  test("an admin hides the review: it stops counting, stays listed for moderators, and can be shown again", async ({ page }) => {
    const courseId = shared.courseId as string;
    await signInViaApi(page, DEMO.admin.email);
    await page.goto(`/courses/${courseId}#reviews`);
    const reviews = page.getByRole("region", { name: "Ratings and reviews" });
    const review = reviews.getByTestId("review").filter({ hasText: "Short and practical." });
    await review.getByRole("button", { name: `Hide review by ${LEARNER.name}` }).click();
    await expect(toast(page, "Review hidden")).toBeVisible();
    await expect(review).toContainText("Hidden");
    await expect(reviews.getByTestId("rating-summary")).toContainText("No ratings yet");
    expect((await e2eDb().review.findFirstOrThrow({ where: { courseId } })).hidden).toBe(true);
    await expectNoAxeViolations(page);
    await review.getByRole("button", { name: `Show review by ${LEARNER.name}` }).click();
    await expect(reviews.getByTestId("rating-summary")).toContainText("4.0");
  });
});
