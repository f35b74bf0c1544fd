// The lesson kinds and what each one is, for the builder, the player and the data code alike. What
// differs between kinds is said here as plain data (the server code and scripts read it without
// React, so the icons are in client/lesson-kind.tsx); the code a kind brings of its own (server
// hooks, the builder's editor, the player's body) is listed in the registries of features/lessons.
// How to add a kind: docs/adding-a-feature.md, "Lesson kinds".

export const LESSON_KINDS = ["text", "video", "file", "quiz"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export type LessonKindDescriptor = {
  id: LessonKind;
  /** The name the builder, the player and the course page show ("Quiz"). */
  label: string;
  /**
   * What an upload to the lesson must be: a video browsers play (which a YouTube or Vimeo address
   * may replace), a file that is safe to serve, or nothing (no upload is taken).
   */
  media: "video" | "file" | null;
  /** The lesson's Markdown, for learners: the lesson itself, an introduction to the kind's own part, or not shown. */
  content: "lesson" | "intro" | "none";
  /**
   * Who completes the lesson: the learner ("Mark as complete"); watching its uploaded video (the
   * learner's button when the video is a link or missing); or the kind's own rule (a quiz passed),
   * which shows no button and whose server hooks refuse a completion asked by hand.
   */
  completion: "learner" | "watching" | "own-rule";
  /**
   * The lesson needs a body of its own, sent under the kind's name (`quiz: {…}`) and kept in the
   * kind's own rows: it is created with it (the builder's editor creates it on its first save), and
   * a saved one keeps its kind, since changing it would delete that body and what learners did with it.
   */
  ownBody: boolean;
};

const DESCRIPTORS: Record<LessonKind, LessonKindDescriptor> = {
  text: { id: "text", label: "Text", media: null, content: "lesson", completion: "learner", ownBody: false },
  video: { id: "video", label: "Video", media: "video", content: "none", completion: "watching", ownBody: false },
  file: { id: "file", label: "File", media: "file", content: "none", completion: "learner", ownBody: false },
  quiz: { id: "quiz", label: "Quiz", media: null, content: "intro", completion: "own-rule", ownBody: true },
};

/** The kinds in the order the builder offers them. */
export const LESSON_KIND_LIST: readonly LessonKindDescriptor[] = LESSON_KINDS.map((kind) => DESCRIPTORS[kind]);

/** A kind the code does not know (a row written by a newer version) reads as a plain lesson under its own name. */
const unknownKind = (kind: string): LessonKindDescriptor => ({ ...DESCRIPTORS.text, id: kind as LessonKind, label: kind, content: "none" });

export function lessonKind(kind: string): LessonKindDescriptor {
  return (LESSON_KINDS as readonly string[]).includes(kind) ? DESCRIPTORS[kind as LessonKind] : unknownKind(kind);
}

/** "text, video, file or quiz", for messages that list the kinds. */
export const LESSON_KIND_NAMES = `${LESSON_KINDS.slice(0, -1).join(", ")} or ${LESSON_KINDS[LESSON_KINDS.length - 1]}`;

/** Each kind's own body (in a lesson's input) or data (in the builder's lesson), under the kind's name. */
export type KindBodies = { [K in LessonKind]?: unknown };
