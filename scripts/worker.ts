// `npm run worker`: a process that only works the background job queues (docs/domain/jobs.md), for
// sites that set JOBS_WORKER=off on their web processes and run one or more of these beside them.
// It reads the same .env as the app. On PostgreSQL any number of them share the queues (pg-boss);
// on SQLite run it only on the machine that holds the database file. SIGTERM or SIGINT stops it
// once the jobs it is running have finished.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { getEnv } = await import("../lib/env");
try {
  getEnv();
} catch (error) {
  console.error(`[worker] Cannot start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { startJobWorkers, stopJobWorkers } = await import("../features/system/server");
const { prisma } = await import("../lib/db");

const queues = await startJobWorkers();
console.log(`[worker] working the queues: ${queues.join(", ")} (pid ${process.pid})`);

// Workers poll on unref'd timers; this keeps the process alive until a signal stops it.
const alive = setInterval(() => {}, 60_000);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing the running jobs`);
    clearInterval(alive);
    void stopJobWorkers()
      .catch((error) => console.error("[worker] stopping:", error))
      .finally(async () => {
        await prisma.$disconnect();
        process.exit(0);
      });
  });
}
