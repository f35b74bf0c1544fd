// Runs npm scripts side by side and fails when any of them fails: `tsx scripts/parallel.ts typecheck
// lint db:check test:unit test:e2e` is `npm test` (docs/testing.md). Each script's output is kept
// whole and printed as one block when it ends, headed by its name, result, time and CPU time (on
// Linux), so parallel output reads like serial output; a failure is summed up again at the end.
// Every script runs to its end, so one run reports every failure.
import { spawn } from "node:child_process";
import fs from "node:fs";

type Result = { script: string; code: number; seconds: number; cpu?: number; output: string };

/**
 * CPU seconds used by this process's children that have ended (Linux: /proc/self/stat cutime and
 * cstime, which count a child and everything it waited for once it is reaped); undefined elsewhere.
 */
function childrenCpu(): number | undefined {
  try {
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuSeen = childrenCpu();

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: tsx scripts/parallel.ts <npm script>...");
  process.exit(2);
}

const known = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const unknown = scripts.filter((script) => !(script in known));
if (unknown.length > 0) {
  console.error(`No such npm script: ${unknown.join(", ")}`);
  process.exit(2);
}

const started = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;
console.log(`Running ${scripts.join(", ")} in parallel…`);

const children = new Set<ReturnType<typeof spawn>>();

function run(script: string): Promise<Result> {
  const since = performance.now();
  // Colours survive the buffering when the output goes to a terminal.
  const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: "1" } : process.env;
  const child = spawn("npm", ["run", "--silent", script], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const finish = (code: number, extra = "") => {
      children.delete(child);
      // The CPU the children reaped since the last one ended: this script's, as each ends on its own.
      const cpuNow = childrenCpu();
      const cpu = cpuNow !== undefined && cpuSeen !== undefined ? cpuNow - cpuSeen : undefined;
      cpuSeen = cpuNow;
      const result = { script, code, seconds: seconds(since), cpu, output: Buffer.concat(chunks).toString("utf8") + extra };
      const status = code === 0 ? "passed" : `FAILED (exit ${code})`;
      const took = `${result.seconds.toFixed(1)} s${cpu !== undefined ? `, ${cpu.toFixed(0)} s CPU` : ""}`;
      const rule = "─".repeat(Math.max(4, 72 - script.length - status.length - took.length + 8));
      const body = result.output.trim() ? `${result.output.trimEnd()}\n` : "";
      process.stdout.write(`\n── ${script}: ${status} in ${took} ${rule}\n${body}`);
      resolve(result);
    };
    child.on("error", (error) => finish(1, `\n${error.message}`));
    child.on("close", (code, signal) => finish(code ?? 1, signal ? `\nkilled by ${signal}` : ""));
  });
}

// Ctrl-C or a CI cancel stops the children too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((r) => r.code !== 0);
const cpuTotal = results.every((r) => r.cpu !== undefined) ? `, ${results.reduce((sum, r) => sum + (r.cpu ?? 0), 0).toFixed(0)} s CPU` : "";
console.log(`\n── ${results.map((r) => `${r.script} ${r.code === 0 ? "ok" : "FAILED"} (${r.seconds.toFixed(1)} s${r.cpu !== undefined ? `, ${r.cpu.toFixed(0)} s CPU` : ""})`).join(", ")}; ${seconds(started).toFixed(1)} s in all${cpuTotal}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((r) => r.script).join(", ")} (their output is above).`);
  process.exit(1);
}
