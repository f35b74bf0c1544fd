// Display formats, apart from lib/utils.ts so that a client module needing only these (the root
// layout's SiteSettingsProvider, the public pages' cards) does not pull clsx and tailwind-merge
// into every page's first-load JavaScript. lib/utils.ts re-exports them.
// Prices, revenue and dates follow the General settings (currency, language, timezone). The
// settings are site-wide, so one process-wide format serves every request: the server sets it
// whenever it reads the settings, and the root layout's <SiteSettingsProvider> sets it in the
// browser (and the SSR render) before anything below it renders, so both print the same text.
// Amounts are stored in one currency and never converted: only the symbol and layout change.
const LOCALES: Record<string, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE", ja: "ja-JP", zh: "zh-CN" };

export type DisplayFormat = { currency: string; language: string; timezone: string };

let currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
let compactCurrency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });
let dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
let configured = "USD|en|UTC";

/** Point formatCents and formatDate at the General settings; a no-op when nothing changed. */
export function configureDisplayFormat({ currency: code, language, timezone }: DisplayFormat): void {
  const key = `${code}|${language}|${timezone}`;
  if (key === configured) return;
  const locale = LOCALES[language] ?? "en-US";
  try {
    currency = new Intl.NumberFormat(locale, { style: "currency", currency: code });
    compactCurrency = new Intl.NumberFormat(locale, { style: "currency", currency: code, notation: "compact", maximumFractionDigits: 1 });
    dateFormat = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: timezone });
    configured = key;
  } catch {
    // An unknown code or zone keeps the last good format rather than breaking every page.
  }
}

/** 7999 → "$79.99" (or "€79.99" when the currency setting is EUR). */
export function formatCents(cents: number): string {
  return currency.format(cents / 100);
}

/** Axis ticks: 1234500 cents → "$12.3K". */
export function formatCompactCents(cents: number): string {
  return compactCurrency.format(cents / 100);
}

/** "2026-03-04T10:00:00Z" → "Mar 4, 2026", in the timezone and language of the General settings. */
export function formatDate(date: string | Date): string {
  return dateFormat.format(typeof date === "string" ? new Date(date) : date);
}

/** An amount in a currency's own format ("$49.99", "€12.00"); an unknown code falls back to "12.00 XYZ". */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** A moment relative to now: "3 hours ago", "yesterday", "in 5 minutes"; "just now" or "in under a minute" within one. */
export function formatRelativeTime(date: string | Date, now = Date.now()): string {
  const diff = (typeof date === "string" ? new Date(date) : date).getTime() - now;
  for (const [unit, ms] of RELATIVE_STEPS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return diff > 0 ? "in under a minute" : "just now";
}
