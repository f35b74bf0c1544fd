// End-to-end tests: a production build (`next build` + `next start`) on a fresh seeded database,
// a real SMTP catcher on loopback, and Chromium (Debian's when present, else Playwright's own).
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/env";

const debianChromium = "/usr/bin/chromium";
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(debianChromium) ? debianChromium : undefined);

export default defineConfig({
  testDir: "./e2e",
  outputDir: `${E2E.dir}/test-results`,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: `${E2E.dir}/report` }]],
  use: {
    baseURL: E2E.baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/, teardown: "site-settings" },
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }, dependencies: ["setup"], testIgnore: /(site-settings|search-cap)\.spec\.ts/ },
    // Change what every other spec reads (site-wide General settings; 1,001 learners for a capped
    // search total), so they run once every other spec is done: as the teardown of "setup", which
    // waits for all projects that depend on it. One worker, so that they do not run beside each other.
    { name: "site-settings", testMatch: /(site-settings|search-cap)\.spec\.ts/, workers: 1, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: "npx tsx e2e/smtp-catcher.ts",
      url: `http://127.0.0.1:${E2E.smtpHttpPort}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
    },
    {
      command: "npx tsx scripts/e2e-server.ts",
      url: `${E2E.baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 900_000,
      stdout: "pipe",
      env: E2E.serverEnv,
    },
  ],
});

