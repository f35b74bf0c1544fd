// The catalogue's search, filters and sort: a plain GET form, so the choice lives in the URL and
// works without JavaScript (the server renders the result either way).
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { levelLabel } from "../components/content";
import { formatCents } from "@/lib/utils";
import { CATALOG_PRICES, CATALOG_SORTS, catalogHref, type CatalogQuery } from "../schema";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "@/lib/validation/common";

const field = "flex flex-col gap-1.5 text-sm font-medium";
const control =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

/** "Under $50", "$50 to $100", "Over $100" in the site's currency. */
function priceLabel(price: (typeof CATALOG_PRICES)[number]): string {
  const money = (cents: number) => formatCents(cents).replace(/[.,]00(?=\D*$)/, "");
  if (price.value === "under-50") return `Under ${money(5000)}`;
  if (price.value === "50-100") return `${money(5000)} to ${money(10000)}`;
  if (price.value === "over-100") return `Over ${money(10000)}`;
  return price.label;
}

/** One labelled select of the form; the empty value means "any". */
function FilterSelect({ id, name, label, value, options }: { id: string; name: string; label: string; value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className={control}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CatalogFilters({ query }: { query: CatalogQuery }) {
  const filtered = Boolean(query.q || query.category || query.level || query.price || query.sort !== "popular");
  return (
    // Keyed by the query: a client-side navigation (Clear, a page link) remounts the form, so its
    // uncontrolled fields show the new URL's values instead of keeping the old ones.
    <form key={catalogHref(query)} method="get" action="/courses" role="search" aria-label="Courses" className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
      <div className={field}>
        <label htmlFor="catalog-search">Search</label>
        <input id="catalog-search" type="search" name="q" defaultValue={query.q ?? ""} placeholder="Title, topic or instructor" className={control} />
      </div>
      <FilterSelect id="catalog-category" name="category" label="Category" value={query.category ?? ""} options={[{ value: "", label: "All categories" }, ...COURSE_CATEGORIES.map((c) => ({ value: c, label: c }))]} />
      <FilterSelect id="catalog-level" name="level" label="Level" value={query.level ?? ""} options={[{ value: "", label: "All levels" }, ...COURSE_LEVELS.map((l) => ({ value: l, label: levelLabel(l) }))]} />
      <FilterSelect id="catalog-price" name="price" label="Price" value={query.price ?? ""} options={[{ value: "", label: "Any price" }, ...CATALOG_PRICES.map((p) => ({ value: p.value, label: priceLabel(p) }))]} />
      <FilterSelect id="catalog-sort" name="sort" label="Sort by" value={query.sort} options={CATALOG_SORTS} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonVariants({ className: "h-10 flex-1 lg:flex-none" })}>
          Apply
        </button>
        {filtered ? (
          <Link prefetch={false} href="/courses" className={buttonVariants({ variant: "outline", className: "h-10 flex-1 lg:flex-none" })}>
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
