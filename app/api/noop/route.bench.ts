// A route that does nothing: the baseline every benchmark figure is divided by (bench/api.ts).
// Only in builds made with BENCH_ROUTES=1 (next.config.ts), as bench/server.ts makes them.
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ data: { ok: true } });
}
