import "server-only";
// GET /api/courses's answer, which the dashboard's Courses page also renders on the server
// (prefetched under the client's query key): the route and the page build the same envelope here,
// from the domain values the data code returns.
import { listEnvelope } from "@/lib/api/handler";
import type { CourseListQuery } from "../schema";
import { courseListPage } from "../server/list";
import type { Viewer } from "../server/shape";

/** GET /api/courses: the list envelope with the cards' `stats` beside it. */
export async function courseListEnvelope(query: CourseListQuery, viewer: Viewer) {
  const { items, total, capped, stats } = await courseListPage(query, viewer);
  return listEnvelope("courses", items, { total, totalCapped: capped, page: query.page, limit: query.limit }, { stats });
}
