import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { databaseReachable, jobsHealth } from "@/features/system/server";
import { healthResponse } from "@/features/system";
import type { ErrorCode } from "@/lib/errors/catalogue";

export const dynamic = "force-dynamic";

export const GET = handler({ response: healthResponse, access: { public: true }, errors: ["DATABASE_UNAVAILABLE"] }, async () => {
  if (await databaseReachable()) return { data: { status: "ok", database: "connected", jobs: await jobsHealth() } };
  return NextResponse.json(
    { message: "The database is unreachable", code: "DATABASE_UNAVAILABLE" satisfies ErrorCode, data: { status: "degraded", database: "disconnected", jobs: null } },
    { status: 503 },
  );
});
