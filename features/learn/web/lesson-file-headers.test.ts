// The headers of a served lesson file, by type. e2e/hardening.spec.ts checks that the production
// server sends them as they are (no next.config.ts rule replaces them).
import { describe, expect, it } from "vitest";
import { isInlineLessonType, LESSON_FILE_SANDBOX_CSP, lessonFileHeaders } from "./lesson-file-headers";

const directives = (csp: string) => csp.split(";").map((d) => d.trim());

describe("lessonFileHeaders", () => {
  it("sandboxes, never sniffs and downloads every type a browser could run, whatever its name", () => {
    for (const type of ["text/html", "image/svg+xml", "text/xml", "application/xml", "text/xsl", "application/xslt+xml", "application/xhtml+xml", "text/javascript", "application/rss+xml", "text/plain", "image/png", "application/octet-stream", "video/quicktime", "TEXT/HTML"]) {
      const headers = lessonFileHeaders(type, "notes.pdf");
      expect(directives(headers["Content-Security-Policy"]), type).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'", "frame-ancestors 'none'"]));
      expect(headers["Content-Security-Policy"], type).not.toMatch(/script-src|unsafe/);
      expect(headers["X-Content-Type-Options"], type).toBe("nosniff");
      expect(headers["X-Frame-Options"], type).toBe("DENY");
      expect(headers["Content-Disposition"], type).toMatch(/^attachment; /);
      expect(headers["Content-Type"], type).toBe(type);
    }
  });

  it("shows the player's videos inline, still sandboxed", () => {
    for (const type of ["video/mp4", "video/webm", "video/ogg"]) {
      const headers = lessonFileHeaders(type, "clip.mp4");
      expect(headers["Content-Disposition"]).toMatch(/^inline; /);
      expect(headers["Content-Security-Policy"]).toBe(LESSON_FILE_SANDBOX_CSP);
      expect(isInlineLessonType(type)).toBe(true);
    }
  });

  it("shows a PDF inline in our own frame, without sandbox (Chromium will not render one sandboxed) but with no script, fetch or frame of its own", () => {
    const headers = lessonFileHeaders("application/pdf", "notes.pdf");
    expect(headers["Content-Disposition"]).toBe(`inline; filename="notes.pdf"; filename*=UTF-8''notes.pdf`);
    const csp = directives(headers["Content-Security-Policy"]);
    expect(csp).not.toContain("sandbox");
    expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'self'"]));
    expect(headers["Content-Security-Policy"]).not.toMatch(/script-src|connect-src|frame-src|unsafe-eval/);
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("writes any file name safely into Content-Disposition", () => {
    const headers = lessonFileHeaders("text/plain", 'naïve "plan"\\.txt');
    expect(headers["Content-Disposition"]).toBe(`attachment; filename="na_ve _plan__.txt"; filename*=UTF-8''na%C3%AFve%20%22plan%22%5C.txt`);
  });
});
