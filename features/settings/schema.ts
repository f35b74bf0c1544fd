// The settings groups (docs/product.md §3; §5 rules and messages; §9 bounds), shared by the Settings
// forms (zodResolver) and the /api/admin/settings handlers.
import { z } from "zod";
import { dataResponse, nullableDate } from "@/lib/api/response-schemas";
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

// ---- Responses ----

const general = z.object({ siteName: z.string(), siteDescription: z.string(), contactEmail: z.string(), timezone: z.string(), language: z.string(), currency: z.string() });
const security = z.object({
  minPasswordLength: z.number(),
  sessionTimeout: z.number(),
  maxLoginAttempts: z.number(),
  enableTwoFactor: z.boolean(),
  requireEmailVerification: z.boolean(),
});
const notifications = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  systemAlerts: z.boolean(),
  weeklyReports: z.boolean(),
});
export const settingsResponse = dataResponse({ general, security, notifications });
export const settingsGroupResponse = dataResponse({
  group: z.enum(["general", "security", "notifications"]),
  settings: z.union([general, security, notifications]),
  updatedAt: nullableDate,
});

/** GET/PUT /api/admin/settings/{group}: the whole group after the save, its settings typed by the group asked for. */
export type SettingsResponse<G extends keyof SettingsGroups> = Omit<z.infer<typeof settingsGroupResponse>, "data"> & {
  data: Omit<z.infer<typeof settingsGroupResponse>["data"], "group" | "settings"> & { group: G; settings: SettingsGroups[G] };
};
