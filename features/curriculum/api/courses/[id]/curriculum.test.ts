// The course builder's API: curriculum, sections, lessons, order, uploads, and the public outline.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getCurriculum } from "@/app/api/courses/[id]/curriculum/route";
import { loadTree } from "../../../server/read";
import { PUT as putOrder } from "@/app/api/courses/[id]/curriculum/order/route";
import { POST as postSection } from "@/app/api/courses/[id]/sections/route";
import { DELETE as deleteSection, PUT as putSection } from "@/app/api/courses/[id]/sections/[sectionId]/route";
import { POST as postLesson } from "@/app/api/courses/[id]/lessons/route";
import { DELETE as deleteLesson, GET as getLesson, PUT as putLesson } from "@/app/api/courses/[id]/lessons/[lessonId]/route";
import { PUT as putMedia } from "@/app/api/courses/[id]/lessons/[lessonId]/media/route";
import { GET as getOutline } from "@/app/api/courses/[id]/outline/route";
import { GET as getMedia } from "@/app/api/learn/[courseId]/lessons/[lessonId]/media/route";
import { DELETE as deleteCourse } from "@/app/api/courses/[id]/route";
import { storage } from "@/lib/storage";
import { buildCourse, learner, lessonsOf } from "@/features/learn/api/learn/_test-fixtures";
import { completeLesson } from "@/features/learn/server/complete";
import { prisma } from "@/lib/db";
import { call, findSecrets, BASE_URL, roleSessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = Record<string, unknown> & { data: Record<string, unknown>; code?: string; message?: string; errors?: Record<string, string[]> };

let admin: Record<string, string>;
let staff: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  ({ admin, staff, learner: user } = await roleSessionHeaders());
});

const r = (fn: unknown) => fn as RouteFn;

describe("GET /api/courses/[id]/curriculum", () => {
  it("gives staff and admins the ordered tree with summed minutes; learners 403, anonymous 401", async () => {
    const { course, sections } = await buildCourse({
      status: "draft",
      sections: [
        { title: "Basics", lessons: [{ title: "Welcome", durationMinutes: 5, isPreview: true }, { title: "Setup", kind: "video", videoUrl: "https://youtu.be/abcdefghijk", durationMinutes: 12 }] },
        { title: "More", unlockAfterDays: 7, requiresPrevious: true, lessons: [{ title: "Slides", kind: "file", durationMinutes: 3 }] },
      ],
    });
    for (const headers of [admin, staff]) {
      const res = await call<Json>(r(getCurriculum), { headers, params: { id: course.id } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        totalMinutes: 20,
        lessonCount: 3,
        sections: [
          {
            id: sections[0].id, title: "Basics", position: 0, unlockAfterDays: null, requiresPrevious: false,
            lessons: [
              { id: sections[0].lessonIds[0], title: "Welcome", kind: "text", position: 0, isPreview: true, durationMinutes: 5 },
              { id: sections[0].lessonIds[1], title: "Setup", kind: "video", position: 1, isPreview: false, durationMinutes: 12 },
            ],
          },
          {
            id: sections[1].id, title: "More", position: 1, unlockAfterDays: 7, requiresPrevious: true,
            lessons: [{ id: sections[1].lessonIds[0], title: "Slides", kind: "file", position: 0, isPreview: false, durationMinutes: 3 }],
          },
        ],
      });
    }
    expect((await call(r(getCurriculum), { headers: user, params: { id: course.id } })).status).toBe(403);
    expect((await call(r(getCurriculum), { params: { id: course.id } })).status).toBe(401);
    expect((await call(r(getCurriculum), { headers: admin, params: { id: "nosuchcourse000" } })).status).toBe(404);
  });
});

describe("sections", () => {
  it("adds at the end, renames, sets drip and prerequisite, and validates", async () => {
    const { course } = await buildCourse({ sections: [{ lessons: [] }] });
    const created = await call<Json>(r(postSection), { headers: staff, params: { id: course.id }, body: { title: "  Second  " } });
    expect(created.status).toBe(201);
    const section = created.body.data.section as { id: string; position: number; title: string };
    expect(section).toMatchObject({ title: "Second", position: 1, unlockAfterDays: null, requiresPrevious: false, lessons: [] });

    const updated = await call<Json>(r(putSection), { method: "PUT", headers: staff, params: { id: course.id, sectionId: section.id }, body: { title: "Deeper", unlockAfterDays: 3, requiresPrevious: true } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.section).toMatchObject({ title: "Deeper", unlockAfterDays: 3, requiresPrevious: true });
    const cleared = await call<Json>(r(putSection), { method: "PUT", headers: staff, params: { id: course.id, sectionId: section.id }, body: { unlockAfterDays: null } });
    expect(cleared.body.data.section).toMatchObject({ title: "Deeper", unlockAfterDays: null, requiresPrevious: true });

    const bad = await call<Json>(r(postSection), { headers: staff, params: { id: course.id }, body: { title: "" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.title).toEqual(["Title is required"]);
    const badDays = await call<Json>(r(putSection), { method: "PUT", headers: staff, params: { id: course.id, sectionId: section.id }, body: { unlockAfterDays: -1 } });
    expect(badDays.status).toBe(422);
    expect(badDays.body.errors?.unlockAfterDays).toEqual(["Days cannot be negative"]);
    expect((await call(r(postSection), { headers: user, params: { id: course.id }, body: { title: "x" } })).status).toBe(403);

    // A section of another course is not found through this one.
    const other = await buildCourse({ sections: [{ lessons: [] }] });
    const foreign = await call<Json>(r(putSection), { method: "PUT", headers: staff, params: { id: course.id, sectionId: other.sections[0].id }, body: { title: "Hijack" } });
    expect(foreign.status).toBe(404);
    expect((await prisma.section.findUniqueOrThrow({ where: { id: other.sections[0].id } })).title).toBe("Section 1");
  });

  it("deleting a section removes its lessons and recomputes progress", async () => {
    const { course, sections, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }, { lessons: lessonsOf(2) }] });
    const { user: l, enrollment } = await learner(course.id);
    await completeLesson(course.id, lessonIds[0], { ...l }, new Date());
    expect((await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).progress).toBe(25);
    const res = await call<Json>(r(deleteSection), { method: "DELETE", headers: admin, params: { id: course.id, sectionId: sections[1].id } });
    expect(res.status).toBe(200);
    expect(await prisma.lesson.count({ where: { courseId: course.id } })).toBe(2);
    expect((await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).progress).toBe(50);
  });
});

describe("lessons", () => {
  it("creates each kind (201), reads it for the builder with its completion count, updates and validates", async () => {
    const { course, sections } = await buildCourse({ sections: [{ lessons: [] }] });
    const sectionId = sections[0].id;
    const text = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId, title: "Intro", kind: "text", content: "# Hi", isPreview: true, durationMinutes: 4 } });
    expect(text.status).toBe(201);
    expect(text.body.data.lesson).toMatchObject({ title: "Intro", kind: "text", position: 0, isPreview: true, durationMinutes: 4, content: "# Hi", videoUrl: null, embedUrl: null, mediaUrl: null, completedCount: 0, sectionId });
    const video = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId, title: "Watch", kind: "video", videoUrl: "https://www.youtube.com/watch?v=abcdefghijk" } });
    expect(video.status).toBe(201);
    expect(video.body.data.lesson).toMatchObject({ position: 1, embedUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk" });
    const vimeo = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId, title: "Vimeo", kind: "video", videoUrl: "https://vimeo.com/123456" } });
    expect(vimeo.body.data.lesson).toMatchObject({ embedUrl: "https://player.vimeo.com/video/123456?dnt=1" });

    const badUrl = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId, title: "Bad", kind: "video", videoUrl: "https://evil.example/x" } });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors?.videoUrl).toEqual(["Video link must be a YouTube or Vimeo address"]);
    const badKind = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId, title: "Quiz", kind: "quiz" } });
    expect(badKind.status).toBe(422);
    const other = await buildCourse({ sections: [{ lessons: [] }] });
    const foreignSection = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId: other.sections[0].id, title: "X", kind: "text" } });
    expect(foreignSection.status).toBe(422);
    expect(foreignSection.body.errors?.sectionId).toBeTruthy();

    const id = (text.body.data.lesson as { id: string }).id;
    const updated = await call<Json>(r(putLesson), { method: "PUT", headers: staff, params: { id: course.id, lessonId: id }, body: { title: "Introduction", content: "Changed", durationMinutes: null, isPreview: false } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.lesson).toMatchObject({ title: "Introduction", content: "Changed", durationMinutes: null, isPreview: false });

    const { user: l } = await learner(course.id);
    await completeLesson(course.id, id, l);
    const read = await call<Json>(r(getLesson), { headers: admin, params: { id: course.id, lessonId: id } });
    expect(read.status).toBe(200);
    expect(read.body.data.lesson).toMatchObject({ id, completedCount: 1 });
    expect(findSecrets(read.text)).toEqual([]);
    expect((await call(r(getLesson), { headers: user, params: { id: course.id, lessonId: id } })).status).toBe(403);
    expect((await call(r(getLesson), { headers: admin, params: { id: other.course.id, lessonId: id } })).status).toBe(404);
  });

  it("adding a lesson lowers progress and deleting one raises it, for every enrollment; 100% completes the course", async () => {
    const { course, sections, lessonIds } = await buildCourse({ sections: [{ lessons: lessonsOf(3) }] });
    const a = await learner(course.id);
    const b = await learner(course.id);
    await completeLesson(course.id, lessonIds[0], a.user);
    await completeLesson(course.id, lessonIds[1], a.user);
    await completeLesson(course.id, lessonIds[0], b.user);
    const progress = async () => (await prisma.enrollment.findMany({ where: { courseId: course.id }, orderBy: { enrolledAt: "asc" }, select: { userId: true, progress: true, completedAt: true } }));
    expect((await progress()).map((e) => e.progress)).toEqual([67, 33]);

    const added = await call<Json>(r(postLesson), { headers: staff, params: { id: course.id }, body: { sectionId: sections[0].id, title: "Extra", kind: "text" } });
    expect(added.status).toBe(201);
    expect((await progress()).map((e) => e.progress)).toEqual([50, 25]);

    // Learner a completed 2 of 4; removing the two they did not do leaves 2 of 2 = 100%.
    const extraId = (added.body.data.lesson as { id: string }).id;
    for (const lessonId of [lessonIds[2], extraId]) {
      const res = await call<Json>(r(deleteLesson), { method: "DELETE", headers: staff, params: { id: course.id, lessonId } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ recomputedEnrollments: 2 });
    }
    const after = await progress();
    expect(after.map((e) => e.progress)).toEqual([100, 50]);
    expect(after[0].completedAt).not.toBeNull();
    expect(after[1].completedAt).toBeNull();
    // Positions stay dense.
    expect((await prisma.lesson.findMany({ where: { courseId: course.id }, orderBy: { position: "asc" }, select: { position: true } })).map((l) => l.position)).toEqual([0, 1]);
  });
});

describe("PUT /api/courses/[id]/curriculum/order", () => {
  it("moves sections and lessons (also across sections)", async () => {
    const { course, sections } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }, { lessons: lessonsOf(1) }] });
    const [s1, s2] = sections;
    const body = { sections: [{ id: s2.id, lessonIds: [s1.lessonIds[1], ...s2.lessonIds] }, { id: s1.id, lessonIds: [s1.lessonIds[0]] }] };
    const res = await call<Json>(r(putOrder), { method: "PUT", headers: staff, params: { id: course.id }, body });
    expect(res.status).toBe(200);
    const tree = (res.body.data.sections as { id: string; position: number; lessons: { id: string; position: number }[] }[]).map((s) => ({ id: s.id, position: s.position, lessons: s.lessons.map((l) => [l.id, l.position]) }));
    expect(tree).toEqual([
      { id: s2.id, position: 0, lessons: [[s1.lessonIds[1], 0], [s2.lessonIds[0], 1]] },
      { id: s1.id, position: 1, lessons: [[s1.lessonIds[0], 0]] },
    ]);
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: s1.lessonIds[1] } })).sectionId).toBe(s2.id);
  });

  it("refuses a foreign id, a missing one or a duplicate with 422 and changes nothing", async () => {
    const { course, sections } = await buildCourse({ sections: [{ lessons: lessonsOf(2) }, { lessons: lessonsOf(1) }] });
    const other = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
    const snapshot = () => prisma.lesson.findMany({ where: { courseId: course.id }, orderBy: { id: "asc" }, select: { id: true, sectionId: true, position: true } });
    const before = await snapshot();
    const [s1, s2] = sections;
    const attempts = [
      { sections: [{ id: s2.id, lessonIds: [...s2.lessonIds, other.lessonIds[0]] }, { id: s1.id, lessonIds: s1.lessonIds }] },
      { sections: [{ id: other.sections[0].id, lessonIds: [] }, { id: s2.id, lessonIds: s2.lessonIds }, { id: s1.id, lessonIds: s1.lessonIds }] },
      { sections: [{ id: s2.id, lessonIds: s2.lessonIds }, { id: s1.id, lessonIds: [s1.lessonIds[0]] }] },
      { sections: [{ id: s2.id, lessonIds: [...s2.lessonIds, s1.lessonIds[0]] }, { id: s1.id, lessonIds: s1.lessonIds }] },
    ];
    for (const body of attempts) {
      const res = await call<Json>(r(putOrder), { method: "PUT", headers: admin, params: { id: course.id }, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
    expect((await prisma.section.findUniqueOrThrow({ where: { id: s1.id } })).position).toBe(0);
    expect((await call(r(putOrder), { method: "PUT", headers: user, params: { id: course.id }, body: attempts[0] })).status).toBe(403);
  });
});

describe("uploads and media", () => {
  const upload = (courseId: string, lessonId: string, body: string | Uint8Array<ArrayBuffer>, type: string, name: string, headers = staff) =>
    putMedia(
      new Request(`${BASE_URL}/api/courses/${courseId}/lessons/${lessonId}/media`, {
        method: "PUT",
        headers: { host: "localhost:3000", ...headers, "content-type": type, "x-filename": encodeURIComponent(name) },
        body,
      }),
      { params: Promise.resolve({ id: courseId, lessonId }) },
    );

  it("streams a video to storage and serves it with range requests", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: [{ kind: "video", isPreview: true }, { kind: "text" }] }] });
    const bytes = new Uint8Array(1000).map((_, i) => i % 251);
    const res = await upload(course.id, lessonIds[0], bytes, "video/mp4", "clip één.mp4");
    expect(res.status).toBe(200);
    const lesson = ((await res.json()) as Json).data.lesson as Record<string, unknown>;
    expect(lesson).toMatchObject({ fileName: "clip één.mp4", mimeType: "video/mp4", fileSize: 1000, mediaUrl: `/api/learn/${course.id}/lessons/${lessonIds[0]}/media` });

    const media = (range?: string) => call(r(getMedia), { params: { courseId: course.id, lessonId: lessonIds[0] }, headers: range ? { range } : {} });
    const whole = await media();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe("1000");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("content-security-policy")).toContain("sandbox");
    expect(whole.headers.get("content-disposition")).toMatch(/^inline; /);
    const part = await media("bytes=100-199");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("content-length")).toBe("100");
    const tail = await media("bytes=-10");
    expect(tail.headers.get("content-range")).toBe("bytes 990-999/1000");
    const open = await media("bytes=990-");
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    const beyond = await media("bytes=5000-");
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */1000");

    // Bytes come back exactly.
    const raw = await getMedia(new Request(`${BASE_URL}/x`, { headers: { range: "bytes=0-9" } }), { params: Promise.resolve({ courseId: course.id, lessonId: lessonIds[0] }) });
    expect([...new Uint8Array(await raw.arrayBuffer())]).toEqual([...bytes.slice(0, 10)]);
  });

  it("refuses the wrong type (415), a text lesson (422), learners (403), and files over the cap (413)", async () => {
    const { course, lessonIds } = await buildCourse({ sections: [{ lessons: [{ kind: "video" }, { kind: "file" }, { kind: "text" }] }] });
    const [video, file, text] = lessonIds;
    expect((await upload(course.id, video, "x", "application/pdf", "a.pdf")).status).toBe(415);
    expect((await upload(course.id, file, "<script>", "text/html", "a.html")).status).toBe(415);
    expect((await upload(course.id, file, "<svg/>", "image/svg+xml", "a.svg")).status).toBe(415);
    expect((await upload(course.id, file, "x", "application/octet-stream", "evil.js")).status).toBe(415);
    // XML runs in a browser too (XHTML inside it, or an XSLT stylesheet that writes a page): refused by type and by name.
    for (const [type, name] of [["text/xml", "feed.txt"], ["application/xml", "data.bin"], ["text/xsl", "style.txt"], ["application/xslt+xml", "style"], ["application/rss+xml", "feed"], ["application/octet-stream", "feed.xml"], ["text/plain", "style.XSL"], ["application/octet-stream", "style.xslt"], ["text/plain", "page.xht"]]) {
      const refused = await upload(course.id, file, '<?xml-stylesheet href="s.xsl"?><x/>', type, name);
      expect(refused.status, `${type} ${name}`).toBe(415);
      expect(((await refused.json()) as Json).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect((await upload(course.id, text, "x", "video/mp4", "a.mp4")).status).toBe(422);
    expect((await upload(course.id, file, "x", "application/pdf", "a.pdf", user)).status).toBe(403);
    const declared = await putMedia(
      new Request(`${BASE_URL}/x`, { method: "PUT", headers: { host: "localhost:3000", ...staff, "content-type": "application/pdf", "x-filename": "big.pdf", "content-length": String(60 * 1024 * 1024) }, body: "x" }),
      { params: Promise.resolve({ id: course.id, lessonId: file }) },
    );
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Json).code).toBe("PAYLOAD_TOO_LARGE");
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: file } })).storageKey).toBeNull();

    // A PDF is served inline without the sandbox (Chromium will not render it sandboxed); another file as an attachment.
    expect((await upload(course.id, file, "%PDF-1.4 tiny", "application/pdf", "notes.pdf")).status).toBe(200);
    const { headers } = await learner(course.id);
    const pdf = await call(r(getMedia), { headers, params: { courseId: course.id, lessonId: file } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="notes.pdf"/);
    expect((await upload(course.id, file, "a,b\n1,2\n", "text/csv", "data.csv")).status).toBe(200);
    const csv = await call(r(getMedia), { headers, params: { courseId: course.id, lessonId: file } });
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="data.csv"/);
    expect(csv.headers.get("content-security-policy")).toContain("sandbox");
    expect(csv.text).toBe("a,b\n1,2\n");
    // The media of a non-preview lesson: not for a learner who is not enrolled, nor anonymous.
    const stranger = await learner();
    expect((await call(r(getMedia), { headers: stranger.headers, params: { courseId: course.id, lessonId: file } })).status).toBe(403);
    expect((await call(r(getMedia), { params: { courseId: course.id, lessonId: file } })).status).toBe(401);
    expect((await call(r(getMedia), { headers: staff, params: { courseId: course.id, lessonId: file } })).status).toBe(200);
  });
});

describe("deleting a course", () => {
  it("removes its sections, lessons and uploaded media", async () => {
    const { course, lessonIds } = await buildCourse({ status: "draft", sections: [{ lessons: [{ kind: "file" }] }] });
    const res = await putMedia(
      new Request(`${BASE_URL}/x`, { method: "PUT", headers: { host: "localhost:3000", ...admin, "content-type": "application/pdf", "x-filename": "a.pdf" }, body: "%PDF-1.4" }),
      { params: Promise.resolve({ id: course.id, lessonId: lessonIds[0] }) },
    );
    expect(res.status).toBe(200);
    const key = (await prisma.lesson.findUniqueOrThrow({ where: { id: lessonIds[0] } })).storageKey as string;
    expect(await storage().stat(key)).toEqual({ size: 8 });
    expect((await call(r(deleteCourse), { method: "DELETE", headers: admin, params: { id: course.id } })).status).toBe(200);
    expect(await prisma.lesson.count({ where: { courseId: course.id } })).toBe(0);
    expect(await prisma.section.count({ where: { courseId: course.id } })).toBe(0);
    expect(await storage().stat(key)).toBeNull();
  });
});

describe("GET /api/courses/[id]/outline", () => {
  it("is public for published courses and 404 otherwise", async () => {
    const { course, sections } = await buildCourse({ sections: [{ title: "Start", lessons: [{ title: "Free look", isPreview: true, durationMinutes: 6 }, { title: "Paid part", kind: "video", durationMinutes: 20 }] }] });
    const res = await call<Json>(r(getOutline), { params: { id: course.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalMinutes: 26,
      lessonCount: 2,
      sections: [{ id: sections[0].id, title: "Start", lessons: [
        { id: sections[0].lessonIds[0], title: "Free look", kind: "text", durationMinutes: 6, isPreview: true },
        { id: sections[0].lessonIds[1], title: "Paid part", kind: "video", durationMinutes: 20, isPreview: false },
      ] }],
    });
    expect(res.text).not.toContain("Markdown");
    for (const status of ["draft", "archived"]) {
      const hidden = await buildCourse({ status, sections: [{ lessons: lessonsOf(1) }] });
      expect((await call(r(getOutline), { params: { id: hidden.course.id } })).status).toBe(404);
    }
  });
});

describe("the curriculum tree (one SQL statement)", () => {
  it("reads exactly what Prisma's nested query read: sections and lessons in order, empty sections, every field typed", async () => {
    const { course } = await buildCourse({
      sections: [
        { lessons: [{ kind: "video", isPreview: true, durationMinutes: 7 }, {}, { kind: "file" }] },
        { lessons: [], unlockAfterDays: 3, requiresPrevious: true },
        { lessons: [{ durationMinutes: 25 }] },
      ],
    });
    const prismaTree = await prisma.section.findMany({
      where: { courseId: course.id },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: {
        id: true, title: true, position: true, unlockAfterDays: true, requiresPrevious: true,
        lessons: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { id: true, sectionId: true, title: true, kind: true, position: true, isPreview: true, durationMinutes: true } },
      },
    });
    const tree = await loadTree(course.id);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(prismaTree));
    expect(tree.map((s) => s.lessons.length)).toEqual([3, 0, 1]);
    expect(await loadTree("no-such-course")).toEqual([]);
  });
});
