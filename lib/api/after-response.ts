// Work a response must not wait for, such as running the jobs a request queued (lib/api/handler.ts:
// its emails leave as the answer does) or issuing the certificates of a completion. Nothing that
// must not be lost runs only here: an email is a job committed before the answer (docs/domain/jobs.md).
// Under Next the task runs after the response has gone (next/server `after`); where there is no
// request scope (route tests calling a handler directly, scripts) it runs before returning, so its
// effects are in place.
import "server-only";
import { after } from "next/server";

export async function afterResponse(task: () => Promise<unknown>): Promise<void> {
  const guarded = async () => {
    try {
      await task();
    } catch (error) {
      console.error("[after] a task after the response failed:", error);
    }
  };
  try {
    after(guarded);
  } catch {
    // Outside a request scope: `after` is unavailable, so do it now.
    await guarded();
  }
}
