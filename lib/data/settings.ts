// Stored settings groups, merged over SPEC §9 defaults so a missing or partial row still reads whole.
import "server-only";
import { prisma } from "@/lib/db";
import { SETTINGS_DEFAULTS, type SettingsGroup, type SettingsGroups } from "@/lib/settings/defaults";
import { parseObject } from "./json";

export async function getSettings<G extends SettingsGroup>(group: G): Promise<SettingsGroups[G]> {
  const row = await prisma.setting.findUnique({ where: { group }, select: { value: true } });
  return { ...SETTINGS_DEFAULTS[group], ...(parseObject(row?.value) ?? {}) } as SettingsGroups[G];
}

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
  return { before, after };
}
