// The settings groups and option lists (docs/product.md §3) and their defaults (§9). Pure data: imported by forms,
// handlers and the seed alike.

const TIMEZONE_IDS = ["UTC", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "Europe/London", "Europe/Paris", "Asia/Tokyo"] as const;
/** Each timezone labelled by its city ("America/New_York" → "New York"). */
export const TIMEZONES = TIMEZONE_IDS.map((value) => ({ value, label: value.slice(value.lastIndexOf("/") + 1).replaceAll("_", " ") }));
export const LANGUAGES = ["en", "es", "fr", "de", "ja", "zh"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CAD"] as const;

export type GeneralSettings = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  timezone: string;
  language: string;
  currency: string;
};
export type SecuritySettings = {
  minPasswordLength: number;
  sessionTimeout: number;
  maxLoginAttempts: number;
  enableTwoFactor: boolean;
  requireEmailVerification: boolean;
};
export type NotificationSettings = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  systemAlerts: boolean;
  weeklyReports: boolean;
};

export type SettingsGroups = {
  general: GeneralSettings;
  security: SecuritySettings;
  notifications: NotificationSettings;
};
export type SettingsGroup = keyof SettingsGroups;
export const SETTINGS_GROUPS = ["general", "security", "notifications"] as const satisfies readonly SettingsGroup[];

export const SETTINGS_DEFAULTS: SettingsGroups = {
  general: {
    siteName: "Masterly",
    siteDescription: "Master new skills with expert-led online courses.",
    contactEmail: "support@masterly.dev",
    timezone: "UTC",
    language: "en",
    currency: "USD",
  },
  security: {
    minPasswordLength: 8,
    sessionTimeout: 120,
    maxLoginAttempts: 5,
    enableTwoFactor: false,
    requireEmailVerification: true,
  },
  notifications: {
    emailNotifications: true,
    pushNotifications: true,
    marketingEmails: false,
    systemAlerts: true,
    weeklyReports: true,
  },
};
