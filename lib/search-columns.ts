// The columns each search reads, indexed by trigram indexes written by hand in the migration
// `…_search_trigram` (issue 25). Shared by lib/data/search.ts and the drift check (scripts/db-catalog.ts).
export const SEARCH_COLUMNS = {
  User: ["name", "email", "department"],
  Question: ["title", "description", "category", "tags"],
  Course: ["title", "description", "instructor", "tags"],
} as const;

/** Joins a row's searched columns in the all-columns index (`…_search_all_columns`); never in a term. */
export const SEARCH_SEPARATOR = "\x1f";

/** The models with one PostgreSQL trigram index over all their SEARCH_COLUMNS joined (migration `…_search_all_columns`). */
export const ALL_COLUMNS_SEARCH_MODELS = ["Question", "Course"] as const;

/** That index's expression: the columns joined by SEARCH_SEPARATOR (a query must repeat it exactly to use the index). */
export function allColumnsExpression(model: (typeof ALL_COLUMNS_SEARCH_MODELS)[number]): string {
  return `(${SEARCH_COLUMNS[model].map((c) => `"${c}"`).join(" || E'\\x1f' || ")})`;
}
