// The columns each search reads, indexed by trigram indexes written by hand in the migration
// `…_search_trigram` (issue 25). Shared by lib/data/search.ts and the drift check (scripts/db-catalog.ts).
export const SEARCH_COLUMNS = {
  User: ["name", "email", "department"],
  Question: ["title", "description", "category", "tags"],
  Course: ["title", "description", "instructor", "tags"],
} as const;
