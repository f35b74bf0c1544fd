import { revalidatePath } from "next/cache";
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { validationFailed, zodFieldErrors } from "@/lib/api/errors";
import { logActivity } from "@/lib/data/activity";
import { getSettings, saveSettings } from "@/lib/data/settings";
import { prisma } from "@/lib/db";
import type { SettingsGroup, SettingsGroups } from "@/lib/settings/defaults";
import { settingsGroupParamsSchema, settingsSchemas } from "@/lib/validations/settings";
import { settingsGroupResponse } from "@/lib/validations/responses/admin";

// GET/PUT /api/admin/settings/{general|security|notifications} (admin only). PUT replaces the
// whole group after SPEC §5's checks and records what changed, before and after, in the audit log.

const SAVED_MESSAGE: Record<SettingsGroup, string> = {
  general: "Settings updated successfully!",
  security: "Security settings updated!",
  notifications: "Notification settings updated!",
};

async function respond<G extends SettingsGroup>(group: G, settings: SettingsGroups[G], message?: string) {
  const row = await prisma.setting.findUnique({ where: { group }, select: { updatedAt: true } });
  return { ...(message ? { message } : {}), data: { group, settings, updatedAt: row?.updatedAt.toISOString() ?? null } };
}

export const GET = handler({ response: settingsGroupResponse, access: { permission: ["settings", "read"] }, params: settingsGroupParamsSchema }, async ({ params }) => {
  return respond(params.group, await getSettings(params.group));
});

export const PUT = handler(
  { access: { permission: ["settings", "update"] }, params: settingsGroupParamsSchema, body: z.record(z.string(), z.unknown()) },
  async ({ params, body, caller }) => {
    const group = params.group;
    const parsed = settingsSchemas[group].safeParse(body);
    if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
    const { before, after } = await saveSettings(group, parsed.data as SettingsGroups[typeof group]);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
    if (changed.length) {
      const summary = changed.map((key) => `${String(key)} ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`).join(", ");
      await logActivity({
        type: "settings_updated",
        message: `${caller.user.name} updated ${group} settings: ${summary}`,
        actor: caller.user,
        target: { type: "settings", id: group },
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    // The site name, description, contact email, currency, language and timezone show on every
    // page, the static ones included: regenerate them all on their next request.
    if (group === "general" && changed.length) revalidatePath("/", "layout");
    return respond(group, after, SAVED_MESSAGE[group]);
  },
);
