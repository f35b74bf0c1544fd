import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** "Ada Lovelace" → "AL", "plato" → "P", "" → "?". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : "";
  // Array.from keeps a surrogate pair (an emoji, some CJK) as one character.
  const letter = (word: string) => Array.from(word)[0] ?? "";
  return (letter(first) + letter(last)).toUpperCase();
}

const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 7999 → "$79.99". */
export function formatCents(cents: number): string {
  return currency.format(cents / 100);
}

// Fixed to UTC so the server render and the browser's hydration print the same day.
const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-03-04T10:00:00Z" → "Mar 4, 2026". */
export function formatDate(date: string | Date): string {
  return dateFormat.format(typeof date === "string" ? new Date(date) : date);
}
