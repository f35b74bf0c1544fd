// Per-course certificate settings: read and changed by those who may update courses; audit-logged;
// new certificates follow them.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { issueCertificateForEnrollment } from "../../../server";
import { call, createUser, sessionHeaders } from "@/test/helpers";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";
import { GET, PUT } from "@/app/api/courses/[id]/certificate-settings/route";

describe("/api/courses/{id}/certificate-settings", () => {
  it("defaults to on, no expiry, private PDF; staff may change it, and new certificates follow", async () => {
    const staff = await createUser({ role: "staff", name: "Sam Staff" });
    const course = await makeCourse();
    const headers = await sessionHeaders(staff);
    const read = await call(GET, { params: { id: course.id }, headers });
    expect(read.body).toEqual({ data: { settings: { certificatesEnabled: true, certificateValidityMonths: null, certificatePublicDownload: false } } });
    const saved = await call(PUT, { method: "PUT", params: { id: course.id }, headers, body: { certificatesEnabled: true, certificateValidityMonths: 24, certificatePublicDownload: true } });
    expect(saved.status).toBe(200);
    expect(await prisma.activityLog.count({ where: { type: "course_updated", targetId: course.id, actorId: staff.id } })).toBe(1);
    const learner = await createUser({ role: "user" });
    const e = await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id, progress: 100, completedAt: new Date() } });
    const now = new Date("2026-05-10T00:00:00Z");
    const issued = await issueCertificateForEnrollment(e.id, { now, sendEmail: false });
    expect(issued.issued && issued.certificate.expiresAt?.toISOString()).toBe("2028-05-10T00:00:00.000Z");
  });

  it("turned off, a completion issues nothing", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await makeCourse();
    await call(PUT, { method: "PUT", params: { id: course.id }, headers: await sessionHeaders(admin), body: { certificatesEnabled: false, certificateValidityMonths: null, certificatePublicDownload: false } });
    const learner = await createUser({ role: "user" });
    const e = await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id, progress: 100, completedAt: new Date() } });
    expect(await issueCertificateForEnrollment(e.id)).toEqual({ issued: false, reason: "certificates_disabled" });
  });

  it("validates the input and refuses learners", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await makeCourse();
    const bad = await call(PUT, { method: "PUT", params: { id: course.id }, headers: await sessionHeaders(admin), body: { certificatesEnabled: true, certificateValidityMonths: 0, certificatePublicDownload: false } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ certificateValidityMonths: ["Validity must be at least 1 month"] });
    const learner = await createUser({ role: "user" });
    expect((await call(GET, { params: { id: course.id }, headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(GET, { params: { id: "nonexistent000" }, headers: await sessionHeaders(admin) })).status).toBe(404);
  });
});
