// Class names joined, without tailwind-merge: the public pages' components pass no conflicting
// utilities, and twMerge's first call builds its whole Tailwind class map (tens of milliseconds on
// a phone, during hydration), besides ~9 kB gzip of code. `cn` stays for the app's components.
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
