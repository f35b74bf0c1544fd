import { handler } from "@/lib/api/handler";
import { getOverviewStats } from "@/lib/data/overview";

export const dynamic = "force-dynamic";

// SPEC §7 GET /admin/dashboard/stats: the Overview's figures, for admin and staff (overview.read).
export const GET = handler({ access: { permission: ["overview", "read"] } }, async () => ({ data: await getOverviewStats() }));
