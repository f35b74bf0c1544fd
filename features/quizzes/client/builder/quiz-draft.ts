// The quiz editor's draft: form strings while typing, turned into the API's `quiz` body on save,
// and the server's per-slot errors ("slots.1", "quiz.slots.1.mark") mapped back onto the slots.
import type { QuizInput } from "../builder-queries";
import type { QuizBuilder, ReviewMode } from "../../schema";

export type FixedSlotDraft = { key: string; kind: "fixed"; questionId: string; title: string; mark: string };
export type DrawSlotDraft = { key: string; kind: "draw"; category: string; difficulty: string; type: string; tags: string; count: string; mark: string };
export type SlotDraft = FixedSlotDraft | DrawSlotDraft;

export type QuizDraft = {
  passPercent: string;
  timeLimitMinutes: string;
  maxAttempts: string;
  shuffle: boolean;
  review: ReviewMode;
  slots: SlotDraft[];
};

export const ANY = "All";
let keySeq = 0;
export const slotKey = () => `slot-${(keySeq += 1)}`;

export function newDraw(): DrawSlotDraft {
  return { key: slotKey(), kind: "draw", category: ANY, difficulty: ANY, type: ANY, tags: "", count: "1", mark: "1" };
}

export function toQuizDraft(quiz: QuizBuilder | null | undefined): QuizDraft {
  if (!quiz) return { passPercent: "70", timeLimitMinutes: "", maxAttempts: "", shuffle: false, review: "immediately", slots: [] };
  return {
    passPercent: String(quiz.passPercent),
    timeLimitMinutes: quiz.timeLimitMinutes === null ? "" : String(quiz.timeLimitMinutes),
    maxAttempts: quiz.maxAttempts === null ? "" : String(quiz.maxAttempts),
    shuffle: quiz.shuffle,
    review: quiz.review,
    slots: quiz.slots.map((s): SlotDraft =>
      s.draw
        ? {
            key: slotKey(),
            kind: "draw",
            category: s.draw.category ?? ANY,
            difficulty: s.draw.difficulty ?? ANY,
            type: s.draw.type ?? ANY,
            tags: (s.draw.tags ?? []).join(", "),
            count: String(s.draw.count),
            mark: String(s.mark),
          }
        : { key: slotKey(), kind: "fixed", questionId: s.questionId ?? "", title: s.title ?? "", mark: String(s.mark) },
    ),
  };
}

export const splitTags = (tags: string) => [...new Set(tags.split(",").map((t) => t.trim()).filter(Boolean))];
const orNull = (v: string) => (v.trim() === "" ? null : Number(v));
const pick = (v: string) => (v === ANY || v === "" ? undefined : v);

/** The API body. Numbers are sent as typed; the shared schema on the server has the last word. */
export function toQuizInput(d: QuizDraft): QuizInput {
  return {
    passPercent: d.passPercent.trim() === "" ? 70 : Number(d.passPercent),
    timeLimitMinutes: orNull(d.timeLimitMinutes),
    maxAttempts: orNull(d.maxAttempts),
    shuffle: d.shuffle,
    review: d.review,
    slots: d.slots.map((s) =>
      s.kind === "fixed"
        ? { questionId: s.questionId, mark: Number(s.mark) }
        : {
            draw: {
              category: pick(s.category),
              difficulty: pick(s.difficulty) as "easy" | "medium" | "hard" | undefined,
              type: pick(s.type) as QuizDrawType,
              tags: splitTags(s.tags),
              count: Number(s.count),
            },
            mark: Number(s.mark),
          },
    ),
  };
}
type QuizDrawType = Extract<QuizInput["slots"][number], { draw: unknown }>["draw"]["type"];

const wholeIn = (v: string, min: number, max: number) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;
const markOk = (v: string) => v.trim() !== "" && Number.isFinite(Number(v)) && Number(v) > 0 && Number(v) <= 1000;

/** Checks made before asking the server: the same rules as the shared schema, in the form's words. */
export function validateQuiz(d: QuizDraft): Record<string, string> {
  const e: Record<string, string> = {};
  const pass = d.passPercent.trim();
  if (pass !== "" && !(Number.isFinite(Number(pass)) && Number(pass) >= 0 && Number(pass) <= 100)) e.passPercent = "Pass mark must be between 0 and 100";
  if (d.timeLimitMinutes.trim() && !wholeIn(d.timeLimitMinutes, 1, 1440)) e.timeLimitMinutes = "Time limit must be whole minutes between 1 and 1440";
  if (d.maxAttempts.trim() && !wholeIn(d.maxAttempts, 1, 100)) e.maxAttempts = "Attempts allowed must be a whole number between 1 and 100";
  if (d.slots.length === 0) e.slots = "Add at least one question";
  d.slots.forEach((s, i) => {
    if (!markOk(s.mark)) e[`slots.${i}`] = `Slot ${i + 1}: mark must be more than 0 and at most 1000`;
    else if (s.kind === "draw" && !wholeIn(s.count, 1, 100)) e[`slots.${i}`] = `Slot ${i + 1}: count must be a whole number between 1 and 100`;
  });
  return e;
}

/** The server's field errors keyed as the editor shows them: "slots.N" for anything inside slot N. */
export function quizServerErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawKey, messages] of Object.entries(fieldErrors)) {
    const key = rawKey.replace(/^quiz\./, "");
    const slot = /^slots\.(\d+)/.exec(key);
    const target = slot ? `slots.${slot[1]}` : key === "quiz" ? "slots" : key.split(".")[0];
    if (!out[target] && messages[0]) out[target] = messages[0];
  }
  return out;
}

export function slotsMaxScore(d: QuizDraft): number {
  return d.slots.reduce((n, s) => n + (Number(s.mark) || 0) * (s.kind === "draw" ? Number(s.count) || 0 : 1), 0);
}
