// The columns each search reads, indexed by trigram indexes written by hand in the migration
// `…_search_trigram` (docs/decisions/003-trigram-search.md). Shared by lib/search/index.ts and the drift check (scripts/db-catalog.ts).
export const SEARCH_COLUMNS = {
  User: ["name", "email", "department"],
  Question: ["title", "description", "category", "tags"],
  Course: ["title", "description", "instructor", "tags"],
} as const;

/**
 * Searched columns that never hold whitespace: an email address (every write goes through
 * lib/validation' email schema, which refuses spaces). A term with whitespace in it cannot match
 * them, so a search skips them: "Liam Okafor" read both the name and the email trigram indexes on
 * PostgreSQL, and the email one found the 111 "liam.okafor…" addresses only for each to fail its recheck.
 */
export const WHITESPACE_FREE_COLUMNS: { readonly [M in keyof typeof SEARCH_COLUMNS]?: readonly (typeof SEARCH_COLUMNS)[M][number][] } = { User: ["email"] };

/** The columns of `columns` a term can match (WHITESPACE_FREE_COLUMNS): all of them, unless the term has whitespace. */
export function columnsForTerm<M extends keyof typeof SEARCH_COLUMNS, C extends string>(model: M, columns: readonly C[], term: string): C[] {
  const skip: readonly string[] = /\s/.test(term) ? (WHITESPACE_FREE_COLUMNS[model] ?? []) : [];
  return columns.filter((c) => !skip.includes(c));
}

/** Joins a row's searched columns in the all-columns index (`…_search_all_columns`); never in a term. */
export const SEARCH_SEPARATOR = "\x1f";

/** The models with one PostgreSQL trigram index over all their SEARCH_COLUMNS joined (migration `…_search_all_columns`). */
export const ALL_COLUMNS_SEARCH_MODELS = ["Question", "Course"] as const;

/** That index's expression: the columns joined by SEARCH_SEPARATOR (a query must repeat it exactly to use the index). */
export function allColumnsExpression(model: (typeof ALL_COLUMNS_SEARCH_MODELS)[number]): string {
  return `(${SEARCH_COLUMNS[model].map((c) => `"${c}"`).join(" || E'\\x1f' || ")})`;
}
