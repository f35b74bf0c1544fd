// SPEC §3 settings groups, §3 option lists and §9 defaults. Pure data: imported by forms,
// handlers and the seed alike.

export const TIMEZONES = [
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "New York" },
  { value: "America/Chicago", label: "Chicago" },
  { value: "America/Denver", label: "Denver" },
  { value: "America/Los_Angeles", label: "Los Angeles" },
  { value: "Europe/London", label: "London" },
  { value: "Europe/Paris", label: "Paris" },
  { value: "Asia/Tokyo", label: "Tokyo" },
] as const;
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
