"use client";

// The landing page's content sections that need no data: the three feature cards, the headline
// statistics, Why Choose Masterly and What Our Students Say (fixed copy, docs/product.md §1, §2).
//
// Every section below the hero carries `content-visibility: auto`: the browser skips its style,
// layout and paint until it nears the viewport, which is most of a phone's start-up work on this
// long page. The content stays in the DOM, the accessibility tree and find-in-page; the
// contain-intrinsic-block-size placeholders are the sections' measured heights (390 px, 768 px,
// 1280 px with the seeded catalogue), and `auto` remembers the real height once it has rendered,
// so the scrollbar and the #anchors stay put.
//
// Client components without props: their text is in the HTML and in a cached script, not a third
// time in the page's React Server Components payload.
import type { ComponentProps } from "react";
import { Icon, IconTile } from "./icon";
import * as paths from "./icon-paths";
import type { IconNode } from "./icon-paths";
import { InstructorAvatar } from "./course-meta";
import { cx } from "./cx";
import { BENEFITS, FEATURES, HEADLINE_STATS, TESTIMONIALS } from "./content";
import { LandingSection } from "./section-heading";
import { StatList } from "./stat-list";

const FEATURE_ICONS: Record<(typeof FEATURES)[number]["icon"], IconNode> = {
  interactive: paths.MousePointerClick,
  instructors: paths.UsersRound,
  certified: paths.Award,
};

const BENEFIT_ICONS: Record<(typeof BENEFITS)[number]["icon"], IconNode> = {
  pace: paths.Timer,
  access: paths.Infinity,
  projects: paths.Hammer,
  progress: paths.TrendingUp,
  community: paths.MessagesSquare,
  guarantee: paths.BadgeCheck,
};

/** How a points section looks: its list and each point's box, icon tile, icon and title. */
type PointsLook = { list: string; item: string; tile: string; icon: string; title: string };

/**
 * The features and benefits sections: a grid of points, each an icon on a tile, a title and a
 * sentence.
 */
function PointsSection<P extends { icon: string; title: string; text: string }>({ section, points, icons, look }: { section: Omit<ComponentProps<typeof LandingSection>, "children">; points: readonly P[]; icons: Record<P["icon"], IconNode>; look: PointsLook }) {
  return (
    <LandingSection {...section}>
      <ul className={look.list}>
        {points.map((point) => (
          <li key={point.title} className={look.item}>
            <IconTile icon={icons[point.icon as P["icon"]]} className={cx("rounded-lg", look.tile)} iconClassName={look.icon} />
            <h3 className={cx("font-semibold", look.title)}>{point.title}</h3>
            <p className="text-muted-foreground">{point.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function Features() {
  return (
    <PointsSection
      section={{ name: "features", eyebrow: "How you learn", title: "A better way to learn", lead: "Everything you need to go from curious beginner to confident professional.", className: "py-16 sm:py-20 [content-visibility:auto] [contain-intrinsic-block-size:auto_1050px] md:[contain-intrinsic-block-size:auto_626px] lg:[contain-intrinsic-block-size:auto_550px]" }}
      points={FEATURES}
      icons={FEATURE_ICONS}
      look={{ list: "mt-12 grid gap-6 md:grid-cols-3", item: "flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm", tile: "size-12 bg-accent text-accent-foreground", icon: "size-6", title: "text-xl" }}
    />
  );
}

export function HeadlineStats() {
  return (
    <section aria-labelledby="stats-title" className="bg-primary py-14 text-primary-foreground [content-visibility:auto] [contain-intrinsic-block-size:auto_280px] md:[contain-intrinsic-block-size:auto_188px] lg:[contain-intrinsic-block-size:auto_188px]">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          Masterly in numbers
        </h2>
        <StatList stats={HEADLINE_STATS} testId="headline-stats" className="grid grid-cols-2 gap-8 text-center md:grid-cols-4" labelClassName="text-base font-medium" valueClassName="text-4xl font-extrabold tracking-tight sm:text-5xl" />
      </div>
    </section>
  );
}

export function Benefits() {
  return (
    <PointsSection
      section={{ id: "about", name: "about", eyebrow: "About Masterly", title: "Why Choose Masterly", lead: "Masterly is an online learning platform built around one goal: helping you learn skills that matter, and use them.", className: "scroll-mt-16 bg-muted/60 py-16 sm:py-24 [content-visibility:auto] [contain-intrinsic-block-size:auto_1116px] md:[contain-intrinsic-block-size:auto_772px] lg:[contain-intrinsic-block-size:auto_628px]" }}
      points={BENEFITS}
      icons={BENEFIT_ICONS}
      look={{ list: "mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3", item: "grid grid-cols-[auto_1fr] gap-x-4 gap-y-1", tile: "row-span-2 size-11 bg-primary text-primary-foreground", icon: "size-5", title: "text-lg" }}
    />
  );
}

export function Testimonials() {
  return (
    <LandingSection name="testimonials" eyebrow="Testimonials" title="What Our Students Say" lead="Learners from around the world on what Masterly changed for them." className="bg-muted/60 py-16 sm:py-24 [content-visibility:auto] [contain-intrinsic-block-size:auto_1058px] md:[contain-intrinsic-block-size:auto_698px] lg:[contain-intrinsic-block-size:auto_576px]">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <Testimonial key={t.name} testimonial={t} />
        ))}
      </ul>
    </LandingSection>
  );
}

/** One testimonial: its rating, the quote and who said it. */
function Testimonial({ testimonial: t }: { testimonial: (typeof TESTIMONIALS)[number] }) {
  return (
    <li>
      <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <p className="flex gap-0.5" role="img" aria-label={`Rated ${t.rating} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Icon icon={paths.Star} key={i} className={i < t.rating ? "size-5 fill-amber-400 text-amber-500" : "size-5 text-muted-foreground"} />
          ))}
        </p>
        <blockquote className="flex-1 text-base leading-relaxed">
          <p>&ldquo;{t.content}&rdquo;</p>
        </blockquote>
        <figcaption className="flex items-center gap-3">
          <InstructorAvatar name={t.name} src={null} className="size-10 text-sm" />
          <span className="flex flex-col">
            <span className="font-semibold">{t.name}</span>
            <span className="text-sm text-muted-foreground">{t.role}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
