// Stored settings groups, merged over SPEC §9 defaults so a missing or partial row still reads whole.
import "server-only";
import { cache } from "react";
import { prisma } from "@/lib/db";
import { configureDisplayFormat } from "@/lib/utils";
import { SETTINGS_DEFAULTS, type SettingsGroup, type SettingsGroups } from "@/lib/settings/defaults";
import { parseObject } from "./json";

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

export async function saveSettings<G extends SettingsGroup>(
  group: G,
  value: SettingsGroups[G],
): Promise<{ before: SettingsGroups[G]; after: SettingsGroups[G] }> {
  const before = await getSettings(group);
  const after = { ...before, ...value };
  await prisma.setting.upsert({
    where: { group },
    create: { group, value: JSON.stringify(after) },
    update: { value: JSON.stringify(after) },
  });
  if (group === "general") configureDisplayFormat(after as SettingsGroups["general"]);
  return { before, after };
}
