import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { prisma } from "@/lib/db";
import { healthResponse } from "@/lib/validations/responses/admin";

export const dynamic = "force-dynamic";

export const GET = handler({ response: healthResponse, access: { public: true } }, async () => {
  try {
    await prisma.$queryRawUnsafe("SELECT 1");
    return { data: { status: "ok", database: "connected" } };
  } catch (error) {
    console.error("[health] database check failed:", error);
    return NextResponse.json(
      { message: "The database is unreachable", code: "DATABASE_UNAVAILABLE", data: { status: "degraded", database: "disconnected" } },
      { status: 503 },
    );
  }
});
