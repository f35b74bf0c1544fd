// Runs once when the server boots: validate the environment so a bad variable stops the start
// with a clear message instead of failing on the first request. This is the one place the
// environment is checked: `next build` needs none (robots.txt and sitemap.xml read APP_URL per
// request), so one build can be configured wherever it runs. Then the background workers start in
// this process, unless JOBS_WORKER=off (docs/domain/jobs.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Next may load this hook while prerendering during `next build`; the build checks nothing.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkEnvironmentAtBoot, startWorkersAtBoot } = await import("./features/system/web");
  checkEnvironmentAtBoot();
  await startWorkersAtBoot();
}
