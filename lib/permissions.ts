// The role → permission table (docs/product.md §6), and the one `can()` that the API wrapper, the proxy,
// the menu and every self-hiding button share.

export const ROLES = ["admin", "staff", "user"] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  "overview",
  "questions",
  "staff",
  "students",
  "courses",
  "analytics",
  "settings",
  "profile",
  "audit",
  "certificates",
  "orders",
  "coupons",
  "jobs",
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ["create", "read", "update", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${Resource}.${Action}`;

const CRUD = ACTIONS;

function grant(resource: Resource, actions: readonly Action[]): Permission[] {
  return actions.map((action) => `${resource}.${action}` as Permission);
}

// docs/product.md §6. Every signed-in account may also read and update its own profile (the table lists
// it for `user`; admins and staff need it too to change their password). `audit.read` backs the admin
// audit log page, an admin-only screen that extends "settings read".
export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set([
    ...grant("overview", ["read"]),
    ...grant("questions", CRUD),
    ...grant("staff", CRUD),
    ...grant("students", CRUD),
    ...grant("courses", CRUD),
    ...grant("analytics", ["read"]),
    ...grant("settings", ["read", "update"]),
    ...grant("profile", ["read", "update"]),
    ...grant("audit", ["read"]),
    ...grant("certificates", CRUD),
    // Selling courses (docs/domain/payments.md): orders are read and refunded (update), never created by hand.
    ...grant("orders", ["read", "update"]),
    ...grant("coupons", CRUD),
    // Background jobs (docs/domain/jobs.md): admins only; a payload may name any user.
    ...grant("jobs", ["read", "update", "delete"]),
  ]),
  staff: new Set([
    ...grant("overview", ["read"]),
    ...grant("questions", ["create", "read", "update"]),
    ...grant("students", ["read", "update"]),
    ...grant("courses", ["create", "read", "update"]),
    ...grant("profile", ["read", "update"]),
    ...grant("certificates", ["read"]),
    ...grant("orders", ["read"]),
    ...grant("coupons", ["read"]),
  ]),
  user: new Set([...grant("courses", ["read"]), ...grant("profile", ["read", "update"])]),
};

/** docs/product.md §6: a role we do not know is treated as `user`. */
export function toRole(value: unknown): Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? (value as Role) : "user";
}

export function can(role: string | null | undefined, action: Action, resource: Resource): boolean {
  if (!role) return false;
  return ROLE_PERMISSIONS[toRole(role)].has(`${resource}.${action}`);
}

export type NavItem = {
  href: string;
  label: string;
  resource: Resource;
  /** The action the role needs on the resource to see the item (read unless said). */
  action?: Action;
  badge?: string;
};

// The dashboard menu (docs/product.md §6), in order. An item shows when the role can read its resource; the proxy and the
// dashboard layout use the same list to send a disallowed role back to /dashboard.
export const DASHBOARD_NAV: readonly NavItem[] = [
  { href: "/dashboard", label: "Overview", resource: "overview" },
  { href: "/dashboard/questions", label: "Questions", resource: "questions", badge: "New" },
  // The grading queue is for those who may mark answers (questions update).
  { href: "/dashboard/grading", label: "Grading", resource: "questions", action: "update" },
  { href: "/dashboard/staff", label: "Staff Management", resource: "staff" },
  { href: "/dashboard/students", label: "Students", resource: "students" },
  { href: "/dashboard/courses", label: "Courses", resource: "courses" },
  { href: "/dashboard/analytics", label: "Analytics", resource: "analytics" },
  { href: "/dashboard/settings", label: "Settings", resource: "settings" },
  { href: "/dashboard/audit", label: "Audit Log", resource: "audit" },
  { href: "/dashboard/certificates", label: "Certificates", resource: "certificates" },
  { href: "/dashboard/orders", label: "Orders", resource: "orders" },
  { href: "/dashboard/coupons", label: "Coupons", resource: "coupons" },
  { href: "/dashboard/jobs", label: "Jobs", resource: "jobs" },
];

/**
 * A learner's menu (docs/product.md §6; learners are first-class): their home at /dashboard, the
 * catalogue and their profile. The staff tools stay out of it.
 */
export const LEARNER_NAV: readonly NavItem[] = [
  { href: "/dashboard", label: "My learning", resource: "courses" },
  { href: "/courses", label: "Browse courses", resource: "courses" },
  { href: "/profile", label: "Profile", resource: "profile" },
];

export function navFor(role: string | null | undefined): NavItem[] {
  if (toRole(role) === "user") return [...LEARNER_NAV];
  return DASHBOARD_NAV.filter((item) => can(role, item.action ?? "read", item.resource));
}

/** Whether a role may open a dashboard path. /dashboard itself is open to every signed-in role. */
export function canVisitDashboardPath(role: string | null | undefined, pathname: string): boolean {
  if (pathname === "/dashboard" || pathname === "/dashboard/") return true;
  const item = DASHBOARD_NAV.filter((i) => i.href !== "/dashboard").find(
    (i) => pathname === i.href || pathname.startsWith(`${i.href}/`),
  );
  if (!item) return toRole(role) !== "user";
  // The course builder edits a course, so it needs courses update, not only read.
  if (/^\/dashboard\/courses\/[^/]+\/curriculum\/?$/.test(pathname)) return can(role, "update", "courses");
  return toRole(role) !== "user" && can(role, item.action ?? "read", item.resource);
}
