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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"],
    },
  },
  // One project: its name is part of the screenshot baselines' file names.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
