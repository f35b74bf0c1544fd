// What a lesson kind does on the server beyond the lesson row. The lesson writes here call each
// kind's hooks from a registry handed to them (features/lessons/server/kinds.ts lists it): the kinds
// build on this room, so it cannot import them (docs/adding-a-feature.md, "Lesson kinds").
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { KindBodies, LessonKind } from "../lesson-kinds";

type Db = Prisma.TransactionClient;
export type LessonRef = { courseId: string; lessonId: string };

/** Every hook is optional: a kind with no rows of its own (text, video, file) has none. */
export type LessonKindHooks<Body = unknown> = {
  /** Before a lesson of this kind is created: refuses a missing or impossible body (a quiz draw the bank cannot fill). */
  prepare?(body: Body | undefined): Promise<void>;
  /** In the transaction that creates the lesson: the kind's own rows. */
  create?(tx: Db, lesson: LessonRef, body: Body | undefined): Promise<void>;
  /** Before a lesson that is (or becomes) this kind is changed: a body sent replaces the kind's rows; a lesson becoming this kind needs one. */
  update?(lesson: LessonRef, body: Body | undefined): Promise<void>;
  /** The lesson is deleted (in that transaction) or stops being this kind: the kind's rows go. */
  remove?(db: Db, lessonId: string): Promise<void>;
  /** The kind's data in the builder's lesson, under the kind's name (a quiz's settings). */
  detail?(lessonId: string): Promise<KindBodies>;
  /** Refuses "Mark as complete" on a lesson that its own rule completes (throws a domain error). */
  refuseManualCompletion?(lessonId: string): Promise<void>;
};

export type LessonKindRegistry = Record<LessonKind, LessonKindHooks>;

/** The hooks of a stored kind; none for a kind this code does not know. */
export function hooksOf(kinds: LessonKindRegistry, kind: string): LessonKindHooks {
  return Object.hasOwn(kinds, kind) ? kinds[kind as LessonKind] : {};
}

/** The kind's body in a lesson's input (sent under the kind's name). */
export const bodyOf = (input: KindBodies, kind: string): unknown => (Object.hasOwn(input, kind) ? input[kind as LessonKind] : undefined);

/** The builder's lesson with its kind's own data. */
export async function withKindData<L extends { id: string; kind: string }>(kinds: LessonKindRegistry, lesson: L): Promise<L & KindBodies> {
  const detail = hooksOf(kinds, lesson.kind).detail;
  return detail ? { ...lesson, ...(await detail(lesson.id)) } : lesson;
}

/** Runs in the transaction of a change that completed these enrollments' courses (the lessons feature queues their emails). */
export type OnReached = (tx: Prisma.TransactionClient, enrollmentIds: string[]) => Promise<void>;
