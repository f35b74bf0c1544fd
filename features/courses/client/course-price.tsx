import { formatCents } from "@/lib/utils";

const cents = (dollars: number) => Math.round(dollars * 100);

/** The price, with the original struck out beside it only when the original is higher. */
export function CoursePrice({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  const showOriginal = originalPrice != null && cents(originalPrice) > cents(price);
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-medium">{formatCents(cents(price))}</span>
      {showOriginal && (
        <del className="text-xs text-muted-foreground">
          <span className="sr-only">Original price </span>
          {formatCents(cents(originalPrice))}
        </del>
      )}
    </span>
  );
}

export function formatDollars(dollars: number) {
  return formatCents(cents(dollars));
}
