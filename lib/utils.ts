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

export { configureDisplayFormat, formatCents, formatCompactCents, formatDate, formatMoney, formatRelativeTime, type DisplayFormat } from "./format";
