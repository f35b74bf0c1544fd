import "server-only";
// GET /api/questions's answer, which the Question Bank page also renders on the server (prefetched
// under the client's query key): the route and the page build the same envelope here, from the
// domain values the data code returns.
import { listEnvelope } from "@/lib/api/handler";
import { questionListPage } from "../server/list";

/** GET /api/questions: the list envelope with the counts, categories and the page's item statistics. */
export async function questionListEnvelope(query: Parameters<typeof questionListPage>[0]) {
  const { questions, total, capped, counts, categories, itemStats } = await questionListPage(query);
  return listEnvelope("questions", questions, { total, totalCapped: capped, page: query.page, limit: query.limit }, { counts, categories, itemStats });
}
