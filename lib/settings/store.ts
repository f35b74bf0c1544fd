// Stored settings groups, merged over the defaults (docs/product.md §9) so a missing or partial row still reads whole.
import "server-only";
import { cache } from "react";
import { prisma } from "@/lib/db";
import { configureDisplayFormat } from "@/lib/utils";
import { SETTINGS_DEFAULTS, type SettingsGroup, type SettingsGroups } from "./defaults";
import { parseObject } from "@/lib/db/json";
import { logActivity } from "@/lib/audit/log";

export async function getSettings<G extends SettingsGroup>(group: G): Promise<SettingsGroups[G]> {
  // Raw SQL: the security group is read on every staff request (lib/api/handler.ts), and a Prisma
  // query compiles its plan anew on each call, several times the cost of this primary-key read.
  const rows = await prisma.$queryRaw<{ value: string }[]>`SELECT "value" FROM "Setting" WHERE "group" = ${group}`;
  const settings = { ...SETTINGS_DEFAULTS[group], ...(parseObject(rows[0]?.value) ?? {}) } as SettingsGroups[G];
  if (group === "general") configureDisplayFormat(settings as SettingsGroups["general"]);
  return settings;
}

/**
 * The General settings for this request (site name, description, contact email, currency,
 * language, timezone): one primary-key read, shared by the layout, metadata and header of one
 * render (React cache), and read afresh on the next request, so a save shows at once.
 */
export const getGeneralSettings = cache(async (): Promise<SettingsGroups["general"]> => {
  try {
    return await getSettings("general");
  } catch {
    // No database (a build step without one): the defaults keep the page rendering.
    return SETTINGS_DEFAULTS.general;
  }
});

/** When a group was last saved; null while it still reads the defaults. */
export async function settingsUpdatedAt(group: SettingsGroup): Promise<Date | null> {
  const row = await prisma.setting.findUnique({ where: { group }, select: { updatedAt: true } });
  return row?.updatedAt ?? null;
}

/**
 * Replaces a group (merged over what is stored) and, when an actor is given, records what changed,
 * before and after, in the audit log inside the same transaction: a save is never without its entry.
 */
export async function saveSettings<G extends SettingsGroup>(
  group: G,
  value: SettingsGroups[G],
  actor?: { id: string; name: string },
): Promise<{ before: SettingsGroups[G]; after: SettingsGroups[G]; changed: (keyof SettingsGroups[G])[]; updatedAt: Date }> {
  const result = await prisma.$transaction(async (tx) => {
    const row = await tx.setting.findUnique({ where: { group }, select: { value: true } });
    const before = { ...SETTINGS_DEFAULTS[group], ...(parseObject(row?.value) ?? {}) } as SettingsGroups[G];
    const after = { ...before, ...value };
    const saved = await tx.setting.upsert({
      where: { group },
      create: { group, value: JSON.stringify(after) },
      update: { value: JSON.stringify(after) },
      select: { updatedAt: true },
    });
    const changed = (Object.keys(after) as (keyof SettingsGroups[G])[]).filter((key) => before[key] !== after[key]);
    if (actor && changed.length) {
      const summary = changed.map((key) => `${String(key)} ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`).join(", ");
      await logActivity(
        {
          type: "settings_updated",
          message: `${actor.name} updated ${group} settings: ${summary}`,
          actor,
          target: { type: "settings", id: group },
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        },
        tx,
      );
    }
    return { before, after, changed, updatedAt: saved.updatedAt };
  });
  if (group === "general") configureDisplayFormat(result.after as SettingsGroups["general"]);
  return result;
}
