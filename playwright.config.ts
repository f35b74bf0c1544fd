// End-to-end tests: a production build (`next build`, then `npm start`) with one server per worker,
// each on its own copy of one seeded database and with its own SMTP catcher on loopback
// (e2e/global-setup.ts), and Chromium (Debian's when present, else Playwright's own). Specs run fully
// parallel; a failure fails the run, and any test that failed is listed at the end
// (e2e/failure-report.ts): CI does not retry. docs/testing.md.
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/env";

const debianChromium = "/usr/bin/chromium";
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(debianChromium) ? debianChromium : undefined);

export default defineConfig({
  testDir: "./e2e",
  outputDir: `${E2E.dir}/test-results`,
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: E2E.workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./e2e/failure-report.ts"], ...(process.env.CI ? [] : [["html", { open: "never", outputFolder: `${E2E.dir}/report` }] as const])],
  use: {
    // A failed test keeps a trace with a DOM snapshot of every step. The screencast a trace also
    // records by default cost about a quarter of the suite's CPU, recorded for every test and thrown
    // away for every one that passes: E2E_TRACE=full records it, E2E_TRACE=off no trace at all.
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", snapshots: true, screenshots: process.env.E2E_TRACE === "full", sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"],
    },
  },
  // One project: its name is part of the screenshot baselines' file names.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
