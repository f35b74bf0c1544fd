// Writing GIFT: Moodle's qformat_gift exporter (the format is described in ../gift.ts).
import { CATEGORY_SEPARATOR, type Answer, type TextFormat } from "../../schema";
import type { ExportQuestion } from "../../types";
import { FORMAT_MARKER, ANSWER_WEIGHT } from "./syntax";

/** Moodle's repchar(): escape the reserved characters and fold line breaks into \n. */
export function escapeGift(text: string): string {
  return text.replace(/\r/g, "").replace(/[\\~=#{}:\n]/g, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`));
}

/** Text in the question's format: a marker when the format is not Moodle's default, or the text itself looks like one. */
function writeText(text: string, format: TextFormat, marker: "always" | "when-needed" = "when-needed"): string {
  const needed = marker === "always" ? format !== "moodle" : false;
  return (needed || FORMAT_MARKER.test(text) ? `[${format}]` : "") + escapeGift(text);
}

/** "Unit 1 / UI/UX" → "$course$/top/Unit 1/UI//UX": one slash separates levels, two are a slash in a name. */
export function writeCategory(category: string): string {
  return `$CATEGORY: $course$/top/${category
    .split(CATEGORY_SEPARATOR)
    .map((level) => level.replace(/\//g, "//"))
    .join("/")}`;
}

const formatWeight = (w: number) => `%${Number(w.toFixed(5))}%`;
const feedback = (fb: string, format: TextFormat) => (fb ? `#${writeText(fb, format)}` : "");

function writeChoices(q: ExportQuestion): string {
  const lines = q.answers.map((a) => {
    const full = a.weight === 100 && !q.multipleAnswers;
    // A wrong answer that starts like a weight ("%10% off") gets its real weight in front, so it is read back as text.
    const guard = ANSWER_WEIGHT.test(a.text) ? formatWeight(a.weight) : "";
    const head = full ? "=" : a.weight === 0 ? `~${guard}` : `~${formatWeight(a.weight)}`;
    return `\t${head}${writeText(a.text, q.textFormat)}${feedback(a.feedback, q.textFormat)}`;
  });
  return lines.join("\n");
}

function writeShortAnswers(q: ExportQuestion): string {
  return q.answers
    .map((a) => {
      const weight = a.weight === 100 && !ANSWER_WEIGHT.test(a.text) ? "" : formatWeight(a.weight);
      return `\t=${weight}${writeText(a.text, q.textFormat)}${feedback(a.feedback, q.textFormat)}`;
    })
    .join("\n");
}

function numericText(a: Answer): string {
  return a.text.includes("..") || a.tolerance === 0 ? a.text : `${a.text}:${a.tolerance}`;
}

function writeNumbers(q: ExportQuestion): string {
  const [only] = q.answers;
  if (q.answers.length === 1 && only.weight === 100 && only.text !== "*") return `#${numericText(only)}${feedback(only.feedback, q.textFormat)}`;
  const lines = q.answers.map((a) =>
    a.text === "*" && a.weight === 0
      ? `\t~${feedback(a.feedback, q.textFormat) || "#"}`
      : `\t=${a.weight === 100 ? "" : formatWeight(a.weight)}${numericText(a)}${feedback(a.feedback, q.textFormat)}`,
  );
  return `#\n${lines.join("\n")}\n`;
}

function writeBody(q: ExportQuestion): string | null {
  const gf = q.generalFeedback ? `####${writeText(q.generalFeedback, q.textFormat)}` : "";
  switch (q.type) {
    case "description":
      // GIFT's description has no answer block; one with general feedback needs "{####…}" (Moodle reads that as an essay).
      return gf ? `{${gf}}` : null;
    case "multiple-choice":
      return `{\n${writeChoices(q)}${gf ? `\n\t${gf}` : ""}\n}`;
    case "short-answer":
      return `{\n${writeShortAnswers(q)}${gf ? `\n\t${gf}` : ""}\n}`;
    case "numerical":
      return `{${writeNumbers(q)}${gf}}`;
    case "matching":
      return `{\n${q.pairs.map((p) => `\t=${writeText(p.question, q.textFormat)} -> ${escapeGift(p.answer)}`).join("\n")}${gf ? `\n\t${gf}` : ""}\n}`;
    case "true-false": {
      if (q.correctAnswer === null) return `{${gf}}`;
      const isTrue = q.correctAnswer === "True";
      const right = isTrue ? q.trueFeedback : q.falseFeedback;
      const wrong = isTrue ? q.falseFeedback : q.trueFeedback;
      const fb = right || wrong ? `#${writeText(wrong, q.textFormat)}#${writeText(right, q.textFormat)}` : "";
      return `{${isTrue ? "TRUE" : "FALSE"}${fb}${gf}}`;
    }
    default:
      return `{${gf}}`;
  }
}

function writeQuestion(q: ExportQuestion): string {
  const meta = [`[type:${q.type}]`, `[difficulty:${q.difficulty}]`, ...q.tags.map((t) => `[tag:${t}]`)];
  if (q.idNumber) meta.push(`[id:${q.idNumber}]`);
  if (q.caseSensitive) meta.push("[case:sensitive]");
  // Moodle reads a choice question without an "=" answer as "multiple answers allowed".
  if (q.type === "multiple-choice" && !q.multipleAnswers && !q.answers.some((a) => a.weight === 100)) meta.push("[single]");
  const lines = [`// ${meta.join(" ")}`];
  if ((q.type === "essay" || q.type === "code") && q.correctAnswer) lines.push(`// [answer:${escapeGift(q.correctAnswer)}]`);
  const body = writeBody(q);
  lines.push(`::${escapeGift(q.title)}::${writeText(q.description, q.textFormat, "always")}${body ?? ""}`);
  return lines.join("\n");
}

export function encodeGift(questions: readonly ExportQuestion[]): string {
  const blocks = [`// Masterly question bank, Moodle GIFT format: ${questions.length} question${questions.length === 1 ? "" : "s"}`];
  let category: string | null = null;
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      blocks.push(writeCategory(category));
    }
    blocks.push(writeQuestion(q));
  }
  return `${blocks.join("\n\n")}\n`;
}
