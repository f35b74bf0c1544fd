"use client";

import { useMemo } from "react";
import { useCurrentUser } from "@/components/layout/current-user";
import { can, type Action, type Resource } from "@/lib/permissions";

/**
 * The one way a component learns what the signed-in user may do: `can("delete", "students")`.
 * The same table guards the route handlers; hiding a button is a courtesy, the API checks again.
 */
export function usePermissions() {
  const user = useCurrentUser();
  return useMemo(() => ({ role: user.role, userId: user.id, can: (action: Action, resource: Resource) => can(user.role, action, resource) }), [user.role, user.id]);
}

/** create/update/delete for one resource, as the list screens' row actions use them. */
export function useResourcePermissions(resource: Resource) {
  const { can: allowed } = usePermissions();
  return useMemo(
    () => ({ read: allowed("read", resource), create: allowed("create", resource), update: allowed("update", resource), delete: allowed("delete", resource) }),
    [allowed, resource],
  );
}
