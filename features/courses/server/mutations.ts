// Creating and editing courses, and the status lifecycle.
import "server-only";
import { prisma } from "@/lib/db";
import { conflict, notFound, validationFailed } from "@/lib/errors/domain";
import { logActivity } from "@/lib/audit/log";
import type { ActivityType } from "@/lib/audit/types";
import { stringifyList } from "@/lib/db/json";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NEXT_STATUS, ORIGINAL_PRICE_BELOW_PRICE, originalPriceBelowPrice, type CourseInput, type CourseStatus, type CourseUpdateInput } from "../schema";
import { COURSE_SELECT, NO_FIGURES, figuresFor, toCents, toDto, type Actor, type CourseDto, type CourseRow } from "./shape";
import { removeUploadIfUnused } from "./images";


function toColumns(input: CourseUpdateInput): Prisma.CourseUncheckedUpdateInput {
  const data: Prisma.CourseUncheckedUpdateInput = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input.category !== undefined) data.category = input.category;
  if (input.level !== undefined) data.level = input.level;
  if (input.price !== undefined) data.priceCents = toCents(input.price);
  if (input.originalPrice !== undefined) data.originalPriceCents = input.originalPrice == null ? null : toCents(input.originalPrice);
  if (input.duration !== undefined) data.duration = input.duration;
  if (input.instructor !== undefined) data.instructor = input.instructor;
  if (input.instructorAvatar !== undefined) data.instructorAvatar = input.instructorAvatar;
  if (input.thumbnail !== undefined) data.thumbnail = input.thumbnail;
  if (input.tags !== undefined) data.tags = stringifyList(input.tags);
  return data;
}

/** The words of the plain course events' audit messages. */
const EVENT_VERB: Partial<Record<ActivityType, string>> = { course_created: "created", course_updated: "updated", course_deleted: "deleted" };

/** One audit entry about a course, written in the caller's transaction ("Ada created the course "X"" unless a message is given). */
export function logCourseActivity(
  tx: Prisma.TransactionClient,
  actor: Actor,
  course: { id: string; title: string },
  event: { type: ActivityType; message?: string; before?: unknown; after?: unknown },
): Promise<void> {
  const { type, message = `${actor.name} ${EVENT_VERB[type]} the course "${course.title}"`, before, after } = event;
  return logActivity({ type, message, actor, target: { type: "course", id: course.id }, before, after }, tx);
}

/** New courses start as drafts; publishing is a separate, confirmed step. */
export async function createCourse(input: CourseInput, actor: Actor): Promise<CourseDto> {
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.course.create({
      data: {
        title: input.title,
        description: input.description,
        category: input.category,
        level: input.level,
        priceCents: toCents(input.price),
        originalPriceCents: input.originalPrice == null ? null : toCents(input.originalPrice),
        duration: input.duration,
        instructor: input.instructor,
        instructorAvatar: input.instructorAvatar ?? null,
        thumbnail: input.thumbnail ?? null,
        tags: stringifyList(input.tags),
        status: "draft",
        createdById: actor.id,
      },
      select: COURSE_SELECT,
    });
    await logCourseActivity(tx, actor, created, { type: "course_created", after: auditView(created) });
    return created;
  });
  return toDto(row, NO_FIGURES, true);
}

/** The fields an audit entry records (money in dollars, tags as a list). */
const AUDITED = ["title", "description", "category", "level", "price", "originalPrice", "duration", "instructor", "instructorAvatar", "thumbnail", "tags", "status"] as const;

export function auditView(row: CourseRow): Pick<CourseDto, (typeof AUDITED)[number]> {
  const dto = toDto(row, NO_FIGURES, false);
  return Object.fromEntries(AUDITED.map((key) => [key, dto[key]])) as Pick<CourseDto, (typeof AUDITED)[number]>;
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      from[key] = before[key];
      to[key] = after[key];
    }
  }
  return { from, to };
}

export async function updateCourse(id: string, input: CourseUpdateInput, actor: Actor): Promise<CourseDto> {
  const { before, after } = await prisma.$transaction(async (tx) => {
    const existing = await tx.course.findUnique({ where: { id }, select: COURSE_SELECT });
    if (!existing) throw notFound("Course not found");
    // One of price/original price alone is checked against the stored other one.
    const price = input.price ?? existing.priceCents / 100;
    const originalPrice = input.originalPrice !== undefined ? input.originalPrice : existing.originalPriceCents == null ? null : existing.originalPriceCents / 100;
    if (originalPriceBelowPrice(price, originalPrice)) throw validationFailed({ originalPrice: [ORIGINAL_PRICE_BELOW_PRICE] });
    const updated = await tx.course.update({ where: { id }, data: toColumns(input), select: COURSE_SELECT });
    const diff = changedFields(auditView(existing), auditView(updated));
    if (Object.keys(diff.to).length > 0) {
      await logCourseActivity(tx, actor, updated, { type: "course_updated", before: diff.from, after: diff.to });
    }
    return { before: existing, after: updated };
  });
  if (before.thumbnail !== after.thumbnail) await removeUploadIfUnused(before.thumbnail);
  const figures = await figuresFor([id]);
  return toDto(after, figures.get(id) ?? NO_FIGURES, true);
}

const TRANSITION_VERB: Record<CourseStatus, string> = { published: "published", archived: "archived", draft: "moved back to draft" };

/** The status lifecycle (docs/product.md §4): only Draft → Published → Archived → Draft. Anything else is a 409. */
export async function changeCourseStatus(id: string, to: CourseStatus, actor: Actor): Promise<CourseDto> {
  const row = await prisma.$transaction(async (tx) => {
    const existing = await tx.course.findUnique({ where: { id }, select: { id: true, title: true, status: true } });
    if (!existing) throw notFound("Course not found");
    const from = existing.status as CourseStatus;
    if (from === to) throw conflict(`This course is already ${to}`, "INVALID_TRANSITION");
    if (NEXT_STATUS[from] !== to) {
      throw conflict(`${from === "archived" ? "An" : "A"} ${from} course cannot be ${TRANSITION_VERB[to]}; it can only be ${TRANSITION_VERB[NEXT_STATUS[from]]}`, "INVALID_TRANSITION");
    }
    // Conditional on the status just read, so two people clicking at once cannot skip a step.
    const { count } = await tx.course.updateMany({ where: { id, status: from }, data: { status: to } });
    if (count === 0) throw conflict("The course changed while you were working; reload and try again", "INVALID_TRANSITION");
    await logCourseActivity(tx, actor, existing, {
      type: to === "published" ? "course_published" : to === "archived" ? "course_archived" : "course_updated",
      message: to === "draft" ? `${actor.name} moved "${existing.title}" back to draft` : `${actor.name} ${to} "${existing.title}"`,
      before: { status: from },
      after: { status: to },
    });
    return tx.course.findUniqueOrThrow({ where: { id }, select: COURSE_SELECT });
  });
  const figures = await figuresFor([id]);
  return toDto(row, figures.get(id) ?? NO_FIGURES, true);
}
