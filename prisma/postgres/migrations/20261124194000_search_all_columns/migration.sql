-- One trigram index over all the searched columns of a question and of a course, joined by U+001F
-- (which a search term never holds; lib/data/search.ts falls back otherwise), beside the per-column
-- ones of `…_search_trigram` (issue 25 item 5). An OR of four ILIKEs costs the planner four bitmap
-- index scans, which past a dozen characters it priced above a sequential scan: at 10k questions a
-- new search read the whole table (42 ms) where this index answers in under 1 ms. Written by hand:
-- schema.prisma cannot describe it; scripts/db-catalog.ts (POSTGRES_SEARCH_INDEXES) lists it.
CREATE INDEX "Question_search_trgm_idx" ON "Question" USING GIN (("title" || E'\x1f' || "description" || E'\x1f' || "category" || E'\x1f' || "tags") gin_trgm_ops);
CREATE INDEX "Course_search_trgm_idx" ON "Course" USING GIN (("title" || E'\x1f' || "description" || E'\x1f' || "instructor" || E'\x1f' || "tags") gin_trgm_ops);
