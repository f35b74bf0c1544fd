// Page-numbered lists (docs/decisions/021-pagination-from-either-end.md) read with OFFSET, which walks past every skipped row: at
// 100,000 learners the last page walked 100,000 index entries (6.8× the 1k figure on PostgreSQL).
// A page past the middle is read from the other end instead, in the reversed order, and flipped
// back, so the first and the last pages cost the same and no page walks more than half the list.
// Needs an order that is total (every list ends its order with `id`) and the list's total, which
// the page shows anyway.

type Direction = "asc" | "desc";
type OrderBy = Partial<Record<string, Direction>>;

/**
 * A list's order from its `sort` and `order` query fields: the column (mapped to its database field)
 * in the chosen direction, or the column's natural one, then `id` in the same direction (a total order).
 */
export function sortedBy<S extends string>(sort: S, order: Direction | undefined, fields: Record<S, { field: string; natural: Direction }>): OrderBy[] {
  const { field, natural } = fields[sort];
  const dir = order ?? natural;
  return field === "id" ? [{ id: dir }] : [{ [field]: dir }, { id: dir }];
}

export function reverseOrder<O extends OrderBy>(orderBy: readonly O[]): O[] {
  return orderBy.map((term) => Object.fromEntries(Object.entries(term).map(([field, dir]) => [field, dir === "asc" ? "desc" : "asc"])) as O);
}

/** Where page `page` sits: from the start, or (when nearer) from the end in reverse. */
export function pageWindow(total: number, page: number, limit: number): { skip: number; take: number; fromEnd: boolean } {
  const skip = (page - 1) * limit;
  const take = Math.min(limit, Math.max(0, total - skip));
  const fromEndSkip = total - skip - take;
  if (take > 0 && fromEndSkip < skip) return { skip: fromEndSkip, take, fromEnd: true };
  return { skip, take: limit, fromEnd: false };
}

/**
 * A list's total: exact, or (a search with more matches than it counts, see countCapped in
 * lib/search/index.ts) a lower bound, `capped`, which the envelope reports as `totalCapped`.
 */
export type ListTotal = { total: number; capped: boolean };

/** An exact total. */
export const exactTotal = (total: number): ListTotal => ({ total, capped: false });

/**
 * One page of rows and the total. The first page reads both at once; later pages need the total
 * first. A capped total is no end to read from: those pages are read from the start (OFFSET), and a
 * page past the last row is empty.
 */
export async function pagedRows<Row, O extends OrderBy>(options: {
  page: number;
  limit: number;
  orderBy: readonly O[];
  count: () => Promise<number | ListTotal>;
  find: (args: { orderBy: O[]; skip: number; take: number }) => Promise<Row[]>;
}): Promise<{ rows: Row[] } & ListTotal> {
  const { page, limit, orderBy, find } = options;
  const count = () => options.count().then((n) => (typeof n === "number" ? exactTotal(n) : n));
  if (page === 1) {
    const [rows, total] = await Promise.all([find({ orderBy: [...orderBy], skip: 0, take: limit }), count()]);
    return { rows, ...total };
  }
  const total = await count();
  const window = total.capped ? { skip: (page - 1) * limit, take: limit, fromEnd: false } : pageWindow(total.total, page, limit);
  if (!window.fromEnd) return { rows: await find({ orderBy: [...orderBy], skip: window.skip, take: window.take }), ...total };
  const rows = await find({ orderBy: reverseOrder(orderBy), skip: window.skip, take: window.take });
  return { rows: rows.reverse(), ...total };
}
