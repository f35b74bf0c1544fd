// Locked accounts: key factory and the list's query options (read-only: nothing to invalidate).
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { LockedAccountListResponse } from "../locked-account-schema";

export const lockedAccountKeys = {
  all: ["locked-accounts"] as const,
  list: () => ["locked-accounts", "list"] as const,
};

export function lockedAccountListOptions() {
  return queryOptions({
    queryKey: lockedAccountKeys.list(),
    queryFn: ({ signal }) => api<LockedAccountListResponse>("/admin/locked-accounts", { signal }).then((r) => r.data.accounts),
  });
}
