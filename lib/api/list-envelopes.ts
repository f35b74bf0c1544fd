import "server-only";
// The list answers whose first page a dashboard page also renders on the server (prefetched under
// the client's query key): the route handler and the page build the same envelope here, from the
// domain values lib/data returns.
import { listEnvelope } from "./handler";
import { courseListPage, type Viewer } from "@/features/courses/server";
import { questionListPage } from "@/features/questions/server";
import type { CourseListQuery } from "@/features/courses";

/** GET /api/courses: the list envelope with the cards' `stats` beside it. */
export async function courseListEnvelope(query: CourseListQuery, viewer: Viewer) {
  const { items, total, capped, stats } = await courseListPage(query, viewer);
  return listEnvelope("courses", items, { total, totalCapped: capped, page: query.page, limit: query.limit }, { stats });
}

/** GET /api/questions: the list envelope with the counts, categories and the page's item statistics. */
export async function questionListEnvelope(query: Parameters<typeof questionListPage>[0]) {
  const { questions, total, capped, counts, categories, itemStats } = await questionListPage(query);
  return listEnvelope("questions", questions, { total, totalCapped: capped, page: query.page, limit: query.limit }, { counts, categories, itemStats });
}
