// "Ada Lovelace" → "AL" for the nav's avatar. The same rule as lib/utils' initials(), kept apart
// because lib/utils also exports cn(), and importing it from a first-load island would ship
// tailwind-merge (about 9 kB gzip) to every visitor of the landing page.
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const letter = (word: string) => Array.from(word)[0] ?? "";
  return (letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : "")).toUpperCase();
}
