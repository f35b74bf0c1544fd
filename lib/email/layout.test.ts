import { describe, expect, it } from "vitest";
import { brandEmail, renderEmail } from "./layout";
import { fromWithName } from "./transport";
import { passwordResetEmail } from "@/features/auth/server/emails";

const brand = { siteName: "Acme Academy", siteDescription: "Courses <for> everyone", contactEmail: "help@acme.test" };

describe("brandEmail (General settings in every email)", () => {
  it("puts the Site name in the subject, heading and body, and the description and contact email in the footer", () => {
    const mail = brandEmail(renderEmail({ subject: "Reset your Masterly password", heading: "Welcome to Masterly", paragraphs: ["Sign in to Masterly."] }), brand);
    expect(mail.subject).toBe("Reset your Acme Academy password");
    expect(mail.text).not.toContain("Masterly");
    expect(mail.html).not.toContain("Masterly");
    expect(mail.text).toContain("Acme Academy · Courses <for> everyone · Contact us: help@acme.test");
    expect(mail.html).toContain("Courses &lt;for&gt; everyone · Contact us: help@acme.test");
    expect(mail.html).toContain(">Acme Academy</p>");
  });

  it("leaves links alone (lower-case host names are not the product name)", () => {
    const mail = brandEmail(renderEmail({ subject: "s", heading: "h", paragraphs: [], action: { label: "Open", url: "https://masterly.dev/reset?x=1" } }), brand);
    expect(mail.text).toContain("https://masterly.dev/reset?x=1");
  });

  it("brands a real message", () => {
    const mail = brandEmail(passwordResetEmail("Lena", "https://masterly.dev/reset-password?token=t"), brand);
    expect(mail.subject).toContain("Acme Academy");
    expect(mail.subject).not.toContain("Masterly");
    expect(mail.text).toContain("help@acme.test");
  });
});

describe("fromWithName", () => {
  it("keeps the sender address and uses the Site name as its name", () => {
    expect(fromWithName("Masterly <no-reply@masterly.dev>", "Acme Academy")).toEqual({ name: "Acme Academy", address: "no-reply@masterly.dev" });
    expect(fromWithName("no-reply@masterly.dev", "Acme")).toEqual({ name: "Acme", address: "no-reply@masterly.dev" });
  });
});
