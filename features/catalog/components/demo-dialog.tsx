"use client";

// The product tour behind 'Watch Demo': its first screen shows courses of the real catalogue with
// their real prices (TourCourse, handed down by the landing page); the others are illustrations
// from public/images/landing. Previous/Next and a step list. Loaded on demand by WatchDemoButton.
import Image from "next/image";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn, formatCents } from "@/lib/utils";
import { LazyDialogContent } from "./lazy-dialog-content";

/** What the tour shows of a course: only these fields travel to the browser. */
export type TourCourse = { id: string; title: string; image: string; rating: number | null; students: number; priceCents: number };

export const TOUR_STEPS = [
  {
    // Drawn from the live catalogue (TourCatalogue), not an image.
    image: null,
    title: "Find the right course",
    text: "Browse expert-led courses by category and level, compare ratings and read what each one covers before you enroll.",
    alt: "The course catalogue with course cards showing ratings, students and prices",
  },
  {
    image: "/images/landing/tour-lesson.svg",
    title: "Learn by doing",
    text: "Every lesson mixes short videos with exercises and quizzes, so you practise each idea right after you meet it.",
    alt: "A lesson screen with a video player beside a short quiz",
  },
  {
    image: "/images/landing/tour-progress.svg",
    title: "Track your progress",
    text: "Your dashboard shows how far you are in every course and takes you back to exactly where you left off.",
    alt: "A learner dashboard with progress bars for three enrolled courses",
  },
  {
    image: "/images/landing/tour-certificate.svg",
    title: "Earn your certificate",
    text: "Finish the final project and receive a certificate of completion you can share with employers.",
    alt: "A certificate of completion for a finished course",
  },
] as const;

type Props = {
  courses: TourCourse[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

function TourCatalogue({ courses }: { courses: TourCourse[] }) {
  return (
    <div className="w-full overflow-hidden rounded-lg border bg-muted p-3 sm:aspect-video sm:p-5" data-testid="tour-catalogue">
      <p className="text-sm font-semibold">Explore courses</p>
      {courses.length === 0 ? <p className="mt-3 text-sm text-muted-foreground">New courses are on their way. Check back soon.</p> : null}
      <ul className="mt-3 grid gap-2 sm:grid-cols-3 sm:gap-3" aria-label="Courses in the catalogue">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-col gap-1 overflow-hidden rounded-md border bg-card p-2 text-left sm:p-3">
            <Image src={course.image} alt="" width={320} height={180} unoptimized className="mb-1 hidden aspect-video w-full rounded bg-muted object-cover sm:block" />
            <span className="line-clamp-2 text-sm leading-snug font-semibold">{course.title}</span>
            <span className="text-xs text-muted-foreground">
              {course.rating === null ? "New" : `★ ${course.rating.toFixed(1)}`} · {course.students} {course.students === 1 ? "student" : "students"}
            </span>
            <span className="text-sm font-bold" data-testid="tour-price">
              {course.priceCents === 0 ? "Free" : formatCents(course.priceCents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DemoDialog({ courses, open, onOpenChange, returnFocusTo }: Props) {
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index];
  const last = index === TOUR_STEPS.length - 1;

  // Every opening starts the tour from its first step.
  const change = (next: boolean) => {
    if (!next) setIndex(0);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <LazyDialogContent className="sm:max-w-3xl" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Masterly product tour</DialogTitle>
          <DialogDescription>A quick look at how learning on Masterly works, in {TOUR_STEPS.length} steps.</DialogDescription>
        </DialogHeader>
        <figure className="flex flex-col gap-3" aria-live="polite">
          {step.image === null ? (
            <TourCatalogue courses={courses} />
          ) : (
            <Image
              src={step.image}
              alt={step.alt}
              width={960}
              height={540}
              sizes="(min-width: 768px) 720px, calc(100vw - 5rem)"
              className="aspect-video w-full rounded-lg border bg-muted object-cover"
              loading="eager"
            />
          )}
          <figcaption>
            <p className="text-sm font-medium text-muted-foreground">
              Step {index + 1} of {TOUR_STEPS.length}
            </p>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </figcaption>
        </figure>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ol className="flex gap-2" aria-label="Tour steps">
            {TOUR_STEPS.map((s, i) => (
              <li key={s.title}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={i === index ? "step" : undefined}
                  aria-label={`Step ${i + 1}: ${s.title}`}
                  className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className={cn("size-3 rounded-full border border-primary transition-colors", i === index ? "bg-primary" : "group-hover:bg-accent")} />
                </button>
              </li>
            ))}
          </ol>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            {last ? (
              <Button asChild>
                <a href="/register">Create Free Account</a>
              </Button>
            ) : (
              <Button onClick={() => setIndex((i) => Math.min(TOUR_STEPS.length - 1, i + 1))}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
      </LazyDialogContent>
    </Dialog>
  );
}
