"use client";

// The closing call to action (docs/product.md §2): Start Free Trial and Browse Courses, with how pricing works.
// It is the #pricing anchor's section: the price range comes from the published catalogue. A client
// component fed with the price range only, so its markup is not repeated in the page's payload.
import { buttonVariants } from "@/components/ui/button-variants";
import type { Catalog } from "../server/catalog";
import { formatCents } from "@/lib/format";

export function ClosingCta({ priceRange, browseHref = "#courses" }: { priceRange: Catalog["priceRange"]; browseHref?: string }) {
  const prices = priceRange
    ? priceRange.minCents === priceRange.maxCents
      ? `Every course is ${formatCents(priceRange.minCents)}`
      : `Courses from ${formatCents(priceRange.minCents)} to ${formatCents(priceRange.maxCents)}`
    : null;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-primary pt-16 pb-4 text-primary-foreground sm:pt-20 [content-visibility:auto] [contain-intrinsic-block-size:auto_436px] md:[contain-intrinsic-block-size:auto_332px] lg:[contain-intrinsic-block-size:auto_332px]">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wide uppercase">Pricing</p>
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to master your next skill?
        </h2>
        <p className="text-lg">
          {prices ? <span data-testid="price-range">{prices}. </span> : null}
          Pay once per course and keep lifetime access, or try Masterly free before you decide.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <a href="/register" className={buttonVariants({ variant: "secondary", size: "lg", className: "h-12 px-8 text-base" })}>
            Start Free Trial
          </a>
          <a
            href={browseHref}
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "h-12 border-primary-foreground bg-transparent px-8 text-base text-primary-foreground hover:bg-primary-foreground hover:text-primary",
            })}
          >
            Browse Courses
          </a>
        </div>
      </div>
    </section>
  );
}
