// A quiet console (docs/product.md §8): collects what a developer would see in the browser's console
// while a person uses the app: console errors and warnings, uncaught page errors, and failed
// resource loads. An API answer the product expects and handles (401, 403, 409, 422, 429 from
// /api/*) is allowed: Chromium reports it as "Failed to load resource", but it is the contract, not
// a fault. Anything else (a 404 image, a 500, a hydration or React key warning, a logged error)
// is a finding.
import type { Page, Response } from "@playwright/test";

const EXPECTED_API_STATUSES = new Set([401, 403, 409, 422, 429]);

export type ConsoleFinding = { page: string; kind: "console" | "pageerror" | "response" | "requestfailed"; text: string };

function expectedResponse(response: Response): boolean {
  const url = new URL(response.url());
  return url.pathname.startsWith("/api/") && EXPECTED_API_STATUSES.has(response.status());
}

/** Starts collecting on the page; read `findings` at the end (each entry says where it happened). */
export function watchConsole(page: Page) {
  const findings: ConsoleFinding[] = [];
  const expectedUrls = new Set<string>();
  const where = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  page.on("response", (response) => {
    if (response.status() < 400) return;
    if (expectedResponse(response)) {
      expectedUrls.add(response.url());
      return;
    }
    findings.push({ page: where(), kind: "response", text: `${response.status()} ${response.request().method()} ${response.url()}` });
  });
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // A navigation or refetch that supersedes a request cancels it: that is not a fault.
    if (/ERR_ABORTED|NS_BINDING_ABORTED|cancelled/i.test(failure)) return;
    findings.push({ page: where(), kind: "requestfailed", text: `${failure} ${request.method()} ${request.url()}` });
  });
  page.on("pageerror", (error) => findings.push({ page: where(), kind: "pageerror", text: error.message }));
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const text = message.text();
    const url = message.location().url;
    // Chromium's own line for an answered request: fine when it is one of the expected API answers.
    if (/^Failed to load resource: the server responded with a status of (\d+)/.test(text) && url && expectedUrls.has(url)) return;
    if (/^Failed to load resource: the server responded with a status of (401|403|409|422|429)\b/.test(text) && url && new URL(url).pathname.startsWith("/api/")) return;
    findings.push({ page: where(), kind: "console", text: `${type}: ${text}${url ? ` (${url})` : ""}` });
  });
  return { findings };
}
