// The learner-facing and public certificate endpoints, per role, against a real database.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { issueCertificateForEnrollment, type CertificateRow } from "../server";
import { verifyJws } from "../signing/jws";
import { call, createUser, findSecrets, sessionHeaders, type TestUser } from "@/test/helpers";
import { extractPdfText } from "@/test/pdf-text";
import { GET as listCertificates } from "@/app/api/certificates/route";
import { GET as verifyCertificate } from "@/app/api/certificates/[code]/verify/route";
import { GET as downloadPdf } from "@/app/api/certificates/[code]/pdf/route";
import { GET as jwks } from "@/app/.well-known/masterly-certificates.json/route";

let owner: TestUser;
let other: TestUser;
let staff: TestUser;
let admin: TestUser;
let mine: CertificateRow;
let theirs: CertificateRow;
let publicOne: CertificateRow;
let ip = 0;
// Each call its own client address, so the lookup limit only bites where a test means it to.
const addr = () => ({ "x-real-ip": `10.0.${Math.floor(++ip / 250)}.${ip % 250}` });

async function certify(user: TestUser, title: string, course: { certificatePublicDownload?: boolean } = {}) {
  const c = await prisma.course.create({
    data: { title, description: "Course for certificate route tests.", category: "Programming", level: "beginner", priceCents: 0, duration: "2 hours", instructor: "Ada", status: "published", ...course },
  });
  const e = await prisma.enrollment.create({ data: { userId: user.id, courseId: c.id, progress: 100, completedAt: new Date() } });
  const result = await issueCertificateForEnrollment(e.id, { sendEmail: false });
  if (!result.issued) throw new Error("expected a certificate");
  return result.certificate;
}

beforeAll(async () => {
  owner = await createUser({ role: "user", name: "Olivia Owner" });
  other = await createUser({ role: "user", name: "Oscar Other" });
  staff = await createUser({ role: "staff" });
  admin = await createUser({ role: "admin" });
  mine = await certify(owner, "Rust in Practice");
  theirs = await certify(other, "Go for Beginners");
  publicOne = await certify(other, "Open Course", { certificatePublicDownload: true });
});

describe("GET /api/certificates", () => {
  it("gives a learner only their own, each with a token that verifies against the published keys", async () => {
    const res = await call<{ data: { certificates: Record<string, unknown>[] } }>(listCertificates, { headers: await sessionHeaders(owner) });
    expect(res.status).toBe(200);
    expect(res.body.data.certificates.map((c) => c.code)).toEqual([mine.code]);
    const [cert] = res.body.data.certificates;
    expect(cert).toMatchObject({ id: mine.id, code: mine.code, courseId: mine.courseId, courseTitle: "Rust in Practice", learnerName: "Olivia Owner", status: "valid", expiresAt: null });
    expect(Object.keys(cert)).toEqual(expect.arrayContaining(["id", "code", "courseId", "courseTitle", "learnerName", "issuedAt", "expiresAt", "status", "token"]));
    const keys = (await (await jwks()).json()) as { keys: never[] };
    const verified = verifyJws(cert.token as string, { keys: keys.keys });
    expect(verified).toMatchObject({ valid: true, payload: { code: mine.code, learnerName: "Olivia Owner", courseTitle: "Rust in Practice" } });
    expect(findSecrets(res.text)).toEqual([]);
    expect(res.text).not.toContain("PRIVATE");
  });

  it("gives admins and staff everyone's, with search", async () => {
    for (const user of [admin, staff]) {
      const all = await call<{ data: { certificates: { code: string }[] }; results: number }>(listCertificates, { headers: await sessionHeaders(user) });
      expect(all.status).toBe(200);
      expect(all.body.data.certificates.map((c) => c.code).sort()).toEqual([mine.code, theirs.code, publicOne.code].sort());
      const searched = await call<{ data: { certificates: { code: string }[] } }>(listCertificates, { headers: await sessionHeaders(user), query: { search: "go for" } });
      expect(searched.body.data.certificates.map((c) => c.code)).toEqual([theirs.code]);
      const byCode = await call<{ data: { certificates: { code: string }[] } }>(listCertificates, { headers: await sessionHeaders(user), query: { search: mine.code.toLowerCase() } });
      expect(byCode.body.data.certificates.map((c) => c.code)).toEqual([mine.code]);
    }
  });

  it("narrows anyone's list to their own with mine=true", async () => {
    const adminMine = await call<{ data: { certificates: unknown[] } }>(listCertificates, { headers: await sessionHeaders(admin), query: { mine: "true" } });
    expect(adminMine.body.data.certificates).toEqual([]);
    const otherMine = await call<{ data: { certificates: { code: string }[] } }>(listCertificates, { headers: await sessionHeaders(other), query: { mine: "true" } });
    expect(otherMine.body.data.certificates.map((c) => c.code).sort()).toEqual([theirs.code, publicOne.code].sort());
    expect((await call(listCertificates, { headers: await sessionHeaders(other), query: { mine: "yes" } })).status).toBe(422);
  });

  it("refuses anonymous callers", async () => {
    expect((await call(listCertificates)).status).toBe(401);
  });
});

describe("GET /api/certificates/{code}/verify", () => {
  it("answers the contract for anyone, and says revoked at once after a revocation", async () => {
    const res = await call(verifyCertificate, { params: { code: theirs.code.toLowerCase() }, headers: addr() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "valid", learnerName: "Oscar Other", courseTitle: "Go for Beginners", issuedAt: theirs.issuedAt.toISOString(), expiresAt: null, revokedAt: null, revokedReason: null } });
    await prisma.certificate.update({ where: { id: theirs.id }, data: { status: "revoked", revokedAt: new Date(), activeEnrollmentId: null } });
    const after = await call<{ data: { status: string } }>(verifyCertificate, { params: { code: theirs.code }, headers: addr() });
    expect(after.body.data.status).toBe("revoked");
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    expect((await call(verifyCertificate, { params: { code: "0000-0000-0000" }, headers: addr() })).status).toBe(404);
    const bad = await call(verifyCertificate, { params: { code: "../../etc" }, headers: addr() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Certificate code is malformed");
  });

  it("limits lookups per address against enumeration", async () => {
    const headers = { "x-real-ip": "10.99.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await call(verifyCertificate, { params: { code: `AAAA-AAAA-${String(i).padStart(4, "0")}` }, headers })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await call(verifyCertificate, { params: { code: mine.code }, headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // Another address is unaffected.
    expect((await call(verifyCertificate, { params: { code: mine.code }, headers: addr() })).status).toBe(200);
  });
});

describe("GET /api/certificates/{code}/pdf", () => {
  it("serves the owner, admins and staff a PDF whose text names the learner, course and code", async () => {
    for (const user of [owner, admin, staff]) {
      const res = await call(downloadPdf, { params: { code: mine.code }, headers: { ...(await sessionHeaders(user)), ...addr() } });
      expect(res.status, user.role).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toContain(`certificate-${mine.code}.pdf`);
    }
    const res = await fetchPdf(mine.code, await sessionHeaders(owner));
    const text = extractPdfText(res);
    expect(text).toEqual(expect.arrayContaining(["Masterly", "Olivia Owner", "Rust in Practice", `Certificate code: ${mine.code}`]));
  });

  it("refuses other learners (403) and anonymous callers (401), unless the course allows public download", async () => {
    expect((await call(downloadPdf, { params: { code: mine.code }, headers: { ...(await sessionHeaders(other)), ...addr() } })).status).toBe(403);
    expect((await call(downloadPdf, { params: { code: mine.code }, headers: addr() })).status).toBe(401);
    expect((await call(downloadPdf, { params: { code: publicOne.code }, headers: addr() })).status).toBe(200);
    expect((await call(downloadPdf, { params: { code: "0000-0000-0000" }, headers: addr() })).status).toBe(404);
  });
});

describe("GET /.well-known/masterly-certificates.json", () => {
  it("publishes an Ed25519 JWK Set with thumbprint kids and no private part, cacheable", async () => {
    const res = await jwks();
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of body.keys) {
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", kid: expect.any(String), x: expect.any(String) });
      expect(key).not.toHaveProperty("d");
    }
  });
});

async function fetchPdf(code: string, headers: Record<string, string>): Promise<Uint8Array> {
  const req = new Request(`http://localhost:3000/api/certificates/${code}/pdf`, { headers: { host: "localhost:3000", ...headers, ...addr() } });
  const res = await downloadPdf(req, { params: Promise.resolve({ code }) });
  return new Uint8Array(await res.arrayBuffer());
}
