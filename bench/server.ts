// Starts a production server on a fresh seeded database for the benchmarks, and stops it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type BenchServer = {
  url: string;
  env: Record<string, string>;
  stop: () => void;
  /** CPU time (ms) the server's processes have used so far, all threads (zlib's pool, GC) included; null off Linux. */
  cpuMs: () => number | null;
};

/** CPU time (ms) of every live process in a process group, from /proc (Linux; USER_HZ 100), or null. */
export function processGroupCpuMs(pgid: number | undefined): number | null {
  if (!pgid || !fs.existsSync("/proc")) return null;
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after "(comm) ": state, ppid, pgrp, … utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

export async function startBenchServer(options: { port?: number; name?: string; env?: Record<string, string> } = {}): Promise<BenchServer> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 3200);
  const dir = path.resolve("data", options.name ?? "bench");
  const env: Record<string, string> = {
    ...(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<string, string>),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(dir, "masterly.db")}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-bench",
    // The no-op baseline route and the empty page exist only in bench builds (next.config.ts).
    BENCH_ROUTES: "1",
    NEXTAUTH_SECRET: "bench-secret-that-is-long-enough-for-production",
    CERTIFICATE_SIGNING_KEY: process.env.CERTIFICATE_SIGNING_KEY || generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
    MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    // One address drives all the load, so the per-address limits are raised.
    RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
    RATE_LIMIT_EMAIL_PER_HOUR: "100000",
    ...options.env,
  };
  const run = (cmd: string, args: string[], extra: Record<string, string> = {}) => {
    const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extra } as NodeJS.ProcessEnv });
    if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
  };
  if (!process.env.BENCH_DATABASE_URL) {
    fs.rmSync(dir, { recursive: true, force: true });
    run("npx", ["tsx", "scripts/db-setup.ts", "--reset"], { NODE_ENV: "development" });
  }
  if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(env.NEXT_DIST_DIR, "BUILD_ID"))) run("npx", ["next", "build"]);
  // What `npm start` runs (server.mjs: Next plus the client address and the compression of answers);
  // BENCH_SERVER_SCRIPT another (e.g. an earlier server.mjs, for a before/after on one build).
  const child: ChildProcess = spawn("node", [process.env.BENCH_SERVER_SCRIPT || "server.mjs", "-p", String(port), "-H", "127.0.0.1"], { stdio: "ignore", env: env as NodeJS.ProcessEnv, detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    env,
    // Detached: the server's processes form their own group, led by the child.
    cpuMs: () => processGroupCpuMs(child.pid),
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

export async function signIn(url: string, email: string, password = "masterly-demo"): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}
