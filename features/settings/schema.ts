// The settings groups (docs/product.md §3; §5 rules and messages; §9 bounds) and the audit log's filters.
// Shared by the Settings forms (zodResolver) and the /api/admin/settings and /api/admin/audit handlers.
import { z } from "zod";
import { sortFields } from "@/lib/validation/common";
import { dayOrDateTimeText } from "@/lib/validation/dates";
import type { auditEntrySchema, auditListResponse } from "./responses";
import { CURRENCIES, LANGUAGES, TIMEZONES, type SettingsGroups } from "@/lib/settings/defaults";

export const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value) as [string, ...string[]];

export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  ja: "Japanese",
  zh: "Chinese",
};

export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = {
  USD: "USD — US Dollar",
  EUR: "EUR — Euro",
  GBP: "GBP — British Pound",
  JPY: "JPY — Japanese Yen",
  CAD: "CAD — Canadian Dollar",
};

/** One of an option list: a missing value is "required", anything off the list is "not available". */
function option(values: readonly [string, ...string[]], name: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? `${name} is required` : `Please choose a ${name.toLowerCase()} from the list`),
  });
}

function requiredText(message: string, max: number, tooLong: string) {
  return z.string(message).trim().min(1, message).max(max, tooLong);
}

export const generalSettingsSchema = z.object({
  siteName: requiredText("Site name is required", 100, "Site name must be at most 100 characters"),
  siteDescription: requiredText("Site description is required", 500, "Site description must be at most 500 characters"),
  contactEmail: z.string("Please enter a valid email").trim().max(254, "Please enter a valid email").pipe(z.email("Please enter a valid email")),
  timezone: option(TIMEZONE_VALUES, "Timezone"),
  language: option(LANGUAGES, "Language"),
  currency: option(CURRENCIES, "Currency"),
});

/** A whole number within [min, max]; an empty or non-numeric field gets the same clear message. */
function bounded(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message);
}

export const PASSWORD_LENGTH_MESSAGE = "Minimum password length must be between 6 and 20 characters";
export const SESSION_TIMEOUT_MESSAGE = "Session timeout must be between 15 and 1440 minutes";
export const LOGIN_ATTEMPTS_MESSAGE = "Maximum login attempts must be between 3 and 10";

export const securitySettingsSchema = z.object({
  minPasswordLength: bounded(6, 20, PASSWORD_LENGTH_MESSAGE),
  sessionTimeout: bounded(15, 1440, SESSION_TIMEOUT_MESSAGE),
  maxLoginAttempts: bounded(3, 10, LOGIN_ATTEMPTS_MESSAGE),
  enableTwoFactor: z.boolean("Two-factor authentication must be on or off"),
  requireEmailVerification: z.boolean("Email verification must be on or off"),
});

const toggle = (name: string) => z.boolean(`${name} must be on or off`);

export const notificationSettingsSchema = z.object({
  emailNotifications: toggle("Email notifications"),
  pushNotifications: toggle("Push notifications"),
  marketingEmails: toggle("Marketing emails"),
  systemAlerts: toggle("System alerts"),
  weeklyReports: toggle("Weekly reports"),
});

export const settingsSchemas = {
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  notifications: notificationSettingsSchema,
} as const;

/** PUT /api/admin/settings/{group}'s body, for the API document: one of the three groups (the path names which). */
export const settingsBodySchema = z.union([generalSettingsSchema, securitySettingsSchema, notificationSettingsSchema]);

export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>;
export type SecuritySettingsInput = z.input<typeof securitySettingsSchema>;
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

export const settingsGroupParamsSchema = z.object({
  group: z.enum(["general", "security", "notifications"], "Unknown settings group: use general, security or notifications"),
});

/** GET/PUT answer: the whole group after the save. */
export type SettingsResponse<G extends keyof SettingsGroups> = { message?: string; data: { group: G; settings: SettingsGroups[G]; updatedAt: string | null } };

// ---- Audit log filters (GET /api/admin/audit and its CSV export) ----

const dateBound = (name: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), dayOrDateTimeText(name).optional());

export const auditFiltersSchema = z
  .object({
    /** Matches the actor's name or email, ignoring case. */
    actor: z.string().trim().max(200, "Actor is too long").optional(),
    actorId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, "actorId is malformed").optional(),
    type: z.preprocess(
      (v) => (v === "" || v === "all" || v === "All" ? undefined : v),
      z.string().trim().max(64).regex(/^[a-z_]+$/, "Action is malformed").optional(),
    ),
    /** Inclusive. A bare date means the start of that day (UTC). */
    from: dateBound("From"),
    /** Inclusive. A bare date means the end of that day (UTC). */
    to: dateBound("To"),
  })
  .refine((v) => !v.from || !v.to || boundStart(v.from) <= boundEnd(v.to), { path: ["to"], message: "The end date must be on or after the start date" });

export const AUDIT_SORTS = ["createdAt", "type"] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").default(1),
    limit: z.coerce.number().int("Limit must be a whole number").min(1, "Limit must be at least 1").max(100, "Limit must be at most 100").default(20),
    ...sortFields(AUDIT_SORTS, "createdAt"),
  })
  .and(auditFiltersSchema);

export type AuditFilters = z.output<typeof auditFiltersSchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export function boundStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

export function boundEnd(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export type AuditListResponse = z.infer<typeof auditListResponse>;
