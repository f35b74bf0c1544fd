import { afterEach, describe, expect, it, vi } from "vitest";
import { mailsTo } from "@/test/mail";
import { sendMail } from "./transport";

describe("the file outbox", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps every message to one address, even two sent in the same millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00.000Z") });
    const to = "twice@example.test";
    await Promise.all([
      sendMail({ to, subject: "First", text: "one", html: "<p>one</p>" }),
      sendMail({ to, subject: "Second", text: "two", html: "<p>two</p>" }),
    ]);
    await sendMail({ to, subject: "Third", text: "three", html: "<p>three</p>" });
    // Oldest first: the order in which they were sent.
    expect((await mailsTo(to)).map((m) => m.subject)).toEqual(["First", "Second", "Third"]);
  });
});
