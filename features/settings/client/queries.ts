// Settings groups: key factory, queryOptions and the save hook (the cache takes the saved group).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { SettingsGroup, SettingsGroups } from "@/lib/settings/defaults";
import type { SettingsResponse } from "../schema";
import { auditKeys } from "@/features/audit/client";

export const settingsKeys = {
  all: ["settings"] as const,
  group: (group: SettingsGroup) => ["settings", group] as const,
};

export function settingsQueryOptions<G extends SettingsGroup>(group: G) {
  return queryOptions({
    queryKey: settingsKeys.group(group),
    queryFn: ({ signal }) => api<SettingsResponse<G>>(`/admin/settings/${group}`, { signal }),
  });
}

export function useSaveSettings<G extends SettingsGroup>(group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsGroups[G]) => api<SettingsResponse<G>>(`/admin/settings/${group}`, { method: "PUT", body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.group(group), saved);
      // The audit log now has a new row.
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
