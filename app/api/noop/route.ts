// A route that does nothing: the baseline every benchmark figure is divided by (bench/api.ts).
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ data: { ok: true } });
}
