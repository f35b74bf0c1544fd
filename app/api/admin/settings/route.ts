import { handler } from "@/lib/api/handler";
import { getSettings } from "@/lib/settings/store";
import { settingsResponse } from "@/features/settings";

// GET /api/admin/settings: every group at once (admin only), for clients that want one round trip.
export const GET = handler({ response: settingsResponse, access: { permission: ["settings", "read"] } }, async () => {
  const [general, security, notifications] = await Promise.all([getSettings("general"), getSettings("security"), getSettings("notifications")]);
  return { data: { general, security, notifications } };
});
