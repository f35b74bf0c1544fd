import { revalidatePath } from "next/cache";
import { handler } from "@/lib/api/handler";
import { getSettings, saveSettings, settingsUpdatedAt } from "@/lib/settings/store";
import type { SettingsGroup, SettingsGroups } from "@/lib/settings/defaults";
import { settingsBodySchema, settingsGroupParamsSchema, settingsSchemas } from "@/features/settings";
import { settingsGroupResponse } from "@/features/settings";

// GET/PUT /api/admin/settings/{general|security|notifications} (admin only). PUT replaces the
// whole group after the checks of docs/product.md §5 and records what changed, before and after, in the audit log.

const SAVED_MESSAGE: Record<SettingsGroup, string> = {
  general: "Settings updated successfully!",
  security: "Security settings updated!",
  notifications: "Notification settings updated!",
};

function respond<G extends SettingsGroup>(group: G, settings: SettingsGroups[G], updatedAt: Date | null, message?: string) {
  return { ...(message ? { message } : {}), data: { group, settings, updatedAt: updatedAt?.toISOString() ?? null } };
}

export const GET = handler({ response: settingsGroupResponse, access: { permission: ["settings", "read"] }, params: settingsGroupParamsSchema }, async ({ params }) => {
  const [settings, updatedAt] = await Promise.all([getSettings(params.group), settingsUpdatedAt(params.group)]);
  return respond(params.group, settings, updatedAt);
});

/** The body is the group's own schema (named by the path); the document lists the three. */
export const PUT = handler(
  { response: settingsGroupResponse,
    access: { permission: ["settings", "update"] },
    params: settingsGroupParamsSchema,
    body: settingsBodySchema,
    bodyFor: ({ params }) => settingsSchemas[params.group],
  },
  async ({ params, body, caller }) => {
    const group = params.group;
    const { after, changed, updatedAt } = await saveSettings(group, body as SettingsGroups[typeof group], caller.user);
    // The site name, description, contact email, currency, language and timezone show on every
    // page, the static ones included: regenerate them all on their next request.
    if (group === "general" && changed.length) revalidatePath("/", "layout");
    return respond(group, after, updatedAt, SAVED_MESSAGE[group]);
  },
);
