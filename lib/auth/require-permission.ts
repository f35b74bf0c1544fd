import { redirect } from "next/navigation";
import { getCurrentUser } from "./current-user";
import { can, type Action, type Resource } from "@/lib/permissions";

/** The signed-in user of a dashboard page that needs `action` on `resource`; anyone else goes to the dashboard. */
export async function requirePermission(action: Action, resource: Resource) {
  const user = await getCurrentUser();
  if (!user || !can(user.role, action, resource)) redirect("/dashboard");
  return user;
}
