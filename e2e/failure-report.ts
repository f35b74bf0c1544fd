// The run's failures in one list at its end, and in data/e2e/failures.json: nothing is retried, so
// a test that failed once is either a bug or a flaky test, and either way it fails the run and is
// named here with the worker it ran in (each worker has its own server: e2e/global-setup.ts). A
// test that passed only on a retry (when retries are turned on by hand) is listed as flaky.
import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { E2E } from "./env";

type Entry = { test: string; location: string; outcome: "failed" | "flaky"; worker: number; durationMs: number; error: string };

export default class FailureReport implements Reporter {
  private last = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.last.set(test, result);
  }

  onEnd(result: FullResult) {
    const entries: Entry[] = [];
    for (const [test, last] of this.last) {
      const outcome = test.outcome();
      if (outcome !== "unexpected" && outcome !== "flaky") continue;
      const failedRun = outcome === "flaky" ? (test.results.find((r) => r.status !== "passed" && r.status !== "skipped") ?? last) : last;
      entries.push({
        test: test.titlePath().filter(Boolean).join(" › "),
        location: `${path.relative(E2E.root, test.location.file)}:${test.location.line}`,
        outcome: outcome === "flaky" ? "flaky" : "failed",
        worker: failedRun.parallelIndex,
        durationMs: failedRun.duration,
        error: (failedRun.error?.message ?? failedRun.status).replace(/\u001b\[[0-9;]*m/g, "").split("\n").slice(0, 3).join(" ").slice(0, 300),
      });
    }
    fs.mkdirSync(E2E.dir, { recursive: true });
    fs.writeFileSync(path.join(E2E.dir, "failures.json"), `${JSON.stringify({ status: result.status, entries }, null, 2)}\n`);
    if (entries.length === 0) return;
    const lines = entries.map((e) => `  ${e.outcome === "flaky" ? "FLAKY " : "FAILED"} ${e.test}\n         ${e.location} (worker ${e.worker}, ${(e.durationMs / 1000).toFixed(1)} s): ${e.error}`);
    console.log(`\nFailed or flaky e2e tests (no retries: fix each at its cause):\n${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
