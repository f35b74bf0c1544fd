// What a lesson kind brings to the builder's lesson panel beyond what its descriptor says (the
// Markdown editor for a kind whose content is the lesson, the upload for a kind with media): the
// editor of its own body. The kinds' parts are listed in features/lessons/client/builder-kinds.ts
// and handed to the builder, which sits below the kinds.
import type { ComponentType } from "react";
import type { KindBodies, LessonKind } from "../lesson-kinds";
import type { LessonDetail } from "../schema";

/** Saves the kind's body (the lesson's first save creates it, or turns it into this kind). */
export type SaveBody = (body: unknown) => Promise<void>;

export type KindEditorProps = {
  courseId: string;
  /** The lesson as saved, with its kind's own data under the kind's name. */
  lesson: LessonDetail & KindBodies;
  /** The lesson is saved as this kind (false until the body of a kind that has one is first saved). */
  saved: boolean;
  saveBody: SaveBody;
};

export type LessonKindBuilder = {
  /** The kind's own fields, under the panel's common ones. */
  Editor?: ComponentType<KindEditorProps>;
  /** A kind with a body of its own: the panel that adds a lesson of it, created on its first save. */
  Creator?: ComponentType<{ saveBody: SaveBody }>;
  /** What that panel says under its title. */
  creatorHint?: string;
};

export type LessonKindBuilders = Record<LessonKind, LessonKindBuilder>;
