// Moodle's GIFT format, both ways (the rules of Moodle's qformat_gift importer/exporter).
//
//   $CATEGORY: $course$/top/React
//
//   // [type:multiple-choice] [difficulty:easy] [tag:react] [tag:hooks]
//   ::Which hook adds local state?::Choose the React hook…{
//   	=useState
//   	~useEffect
//   }
//
// Questions are separated by blank lines; ~ = # { } : and \ are escaped with a backslash and a line
// break inside text is written \n, so every question stays one block. GIFT has no difficulty and no
// code type, so they travel in a comment line, which Moodle ignores; tags use the [tag:…] comment
// syntax newer Moodle versions read. A file from Moodle without that line imports as medium essay,
// multiple choice or true/false, by its answer block.
import { DIFFICULTIES, QUESTION_TYPES } from "@/lib/validations/common";
import { stripBom, type Codec, type DecodeResult, type ExportQuestion, type RawRecord } from "./types";

const SPECIAL = new Set(["~", "=", "#", "{", "}", ":"]);
const FORMAT_MARKER = /^\[(moodle|html|plain|markdown)\]/;
const ANSWER_WEIGHT = /^%(-?\d{1,3}(?:\.\d+)?)%/;
const DEFAULT_DIFFICULTY = "medium";

// ---- writing ----

/** Moodle's repchar(): escape the reserved characters and fold line breaks into \n. */
export function escapeGift(text: string): string {
  return text.replace(/\r/g, "").replace(/[\\~=#{}:\n]/g, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`));
}

/** Text that itself starts with "[html]" would lose it as a format marker, so it gets a real marker first. */
function writeText(text: string): string {
  return (FORMAT_MARKER.test(text) ? "[moodle]" : "") + escapeGift(text);
}

/** "UI/UX" → "UI//UX": a single slash separates category levels in Moodle. */
const writeCategory = (category: string) => `$CATEGORY: $course$/top/${category.replace(/\//g, "//")}`;

function writeAnswer(option: string, correct: boolean): string {
  // A wrong option that starts like a weight ("%10% off") gets an explicit zero weight in front.
  const weightGuard = !correct && ANSWER_WEIGHT.test(option) ? "%0%" : "";
  return `\t${correct ? "=" : "~"}${weightGuard}${writeText(option)}`;
}

function writeQuestion(q: ExportQuestion): string {
  const meta = [`[type:${q.type}]`, `[difficulty:${q.difficulty}]`, ...q.tags.map((t) => `[tag:${t}]`)].join(" ");
  const head = `::${escapeGift(q.title)}::${writeText(q.description)}`;
  let body: string;
  if (q.type === "multiple-choice") {
    body = `{\n${q.options.map((o) => writeAnswer(o, o === q.correctAnswer)).join("\n")}\n}`;
  } else if (q.type === "true-false") {
    body = `{${q.correctAnswer === "True" ? "TRUE" : q.correctAnswer === "False" ? "FALSE" : ""}}`;
  } else {
    body = `{${q.correctAnswer ? `####${writeText(q.correctAnswer)}` : ""}}`;
  }
  return `// ${meta}\n${head}${body}`;
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

// ---- reading ----

/** Text with each character's escaped-ness kept, so only unescaped ~ = # { } : have meaning. */
type Scanned = { chars: string[]; escaped: boolean[] };

function scan(text: string): Scanned {
  const chars: string[] = [];
  const escaped: boolean[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "\\" && next !== undefined && (next === "\\" || next === "n" || SPECIAL.has(next))) {
      chars.push(next === "n" ? "\n" : next);
      escaped.push(true);
      i++;
    } else {
      chars.push(ch);
      escaped.push(ch === "\\");
    }
  }
  return { chars, escaped };
}

function find(s: Scanned, needle: string, from = 0): number {
  outer: for (let i = from; i <= s.chars.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (s.escaped[i + j] || s.chars[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

function findLast(s: Scanned, needle: string): number {
  for (let i = s.chars.length - needle.length; i >= 0; i--) {
    if (find(s, needle, i) === i) return i;
  }
  return -1;
}

const slice = (s: Scanned, start: number, end = s.chars.length): Scanned => ({
  chars: s.chars.slice(start, end),
  escaped: s.escaped.slice(start, end),
});
const plain = (s: Scanned) => s.chars.join("");

/** Moodle's parse_text_with_format(): drop a leading [format] marker and trim. */
const readText = (text: string) => text.replace(FORMAT_MARKER, "").trim();

/** Splits at every unescaped marker character, keeping the marker at the start of each part. */
function splitAt(s: Scanned, markers: string[]): Scanned[] {
  const parts: Scanned[] = [];
  let start = -1;
  for (let i = 0; i <= s.chars.length; i++) {
    const atMarker = i < s.chars.length && !s.escaped[i] && markers.includes(s.chars[i]);
    if (atMarker || i === s.chars.length) {
      if (start >= 0) parts.push(slice(s, start, i));
      start = i;
    }
  }
  return parts;
}

function startsWithUnescaped(s: Scanned, ch: string): boolean {
  const first = s.chars.findIndex((c, i) => s.escaped[i] || c.trim() !== "");
  return first >= 0 && !s.escaped[first] && s.chars[first] === ch;
}

/** The part before an unescaped "#" (what follows is per-answer feedback, which we do not keep). */
function withoutFeedback(s: Scanned): Scanned {
  const hash = find(s, "#");
  return hash < 0 ? s : slice(s, 0, hash);
}

/** "$course$/top/UI//UX" → "UI/UX": the last level of the path. */
export function readCategory(path: string): string {
  const levels = path.replace(/\/\//g, "\u0000").split("/").map((l) => l.replace(/\u0000/g, "/").trim());
  return levels.filter(Boolean).pop() ?? "";
}

type Meta = { type?: string; difficulty?: string; tags: string[] };

function readMeta(comments: string[]): Meta {
  const meta: Meta = { tags: [] };
  for (const line of comments) {
    for (const [, key, value] of line.matchAll(/\[(type|difficulty|tag):([^\]]*)\]/g)) {
      if (key === "tag") meta.tags.push(value.trim());
      else meta[key as "type" | "difficulty"] = value.trim();
    }
  }
  return meta;
}

type Parsed = { data: Record<string, unknown> } | { error: string };

function parseQuestion(text: string, meta: Meta, category: string): Parsed {
  const s = scan(text);
  let pos = 0;
  let title: string | null = null;
  if (find(s, "::") === 0) {
    const end = find(s, "::", 2);
    if (end < 0) return { error: "The question name is not closed with ::" };
    title = plain(slice(s, 2, end)).trim();
    pos = end + 2;
  }
  const open = find(s, "{", pos);
  const close = find(s, "}", open < 0 ? pos : open + 1);
  if (open < 0 && close < 0) return { error: "This block has no answer section { … }, so it is not a question." };
  if (open < 0 || close < 0) return { error: "The braces do not match: a { or } in the text must be escaped as \\{ or \\}." };

  const after = plain(slice(s, close + 1)).trim();
  const before = plain(slice(s, pos, open));
  const description = readText(after ? `${before}_____${after}` : before);

  let answers = slice(s, open + 1, close);
  let generalFeedback = "";
  const feedbackAt = findLast(answers, "####");
  if (feedbackAt >= 0) {
    generalFeedback = readText(plain(slice(answers, feedbackAt + 4)));
    answers = slice(answers, 0, feedbackAt);
  }
  const answerText = plain(answers).trim();

  let detected: string;
  let options: string[] = [];
  let correctAnswer: string | null = null;
  if (answerText === "") {
    detected = "essay";
  } else if (startsWithUnescaped(answers, "#")) {
    return { error: "Numerical questions are not supported: use multiple choice, true/false, essay or code." };
  } else if (find(answers, "~") >= 0) {
    detected = "multiple-choice";
    const correct: string[] = [];
    for (const part of splitAt(answers, ["~", "="])) {
      const marker = part.chars[0];
      let body = plain(withoutFeedback(slice(part, 1)));
      let weight = marker === "=" ? 100 : 0;
      const weighted = marker === "~" ? ANSWER_WEIGHT.exec(body) : null;
      if (weighted) {
        weight = Number(weighted[1]);
        body = body.slice(weighted[0].length);
      }
      const option = readText(body);
      options.push(option);
      if (weight >= 100) correct.push(option);
    }
    if (correct.length > 1) return { error: `Only one correct answer is supported; this question has ${correct.length}.` };
    correctAnswer = correct[0] ?? null;
  } else if (find(answers, "=") >= 0 && answerText.includes("->")) {
    return { error: "Matching questions are not supported: use multiple choice, true/false, essay or code." };
  } else {
    const verdict = plain(withoutFeedback(answers)).trim();
    if (["T", "TRUE"].includes(verdict)) correctAnswer = "True";
    else if (["F", "FALSE"].includes(verdict)) correctAnswer = "False";
    else return { error: "Short-answer questions are not supported: use multiple choice, true/false, essay or code." };
    detected = "true-false";
  }

  // The comment's type wins where the answer block allows it: code looks like essay, and an empty
  // block is also how a multiple choice or true/false question without an answer is written.
  let type = detected;
  if (meta.type) {
    const fits = meta.type === detected || answerText === "" || !(QUESTION_TYPES as readonly string[]).includes(meta.type);
    if (!fits) return { error: `The answer section does not fit a ${meta.type} question.` };
    type = meta.type;
  }
  if (type === "essay" || type === "code") correctAnswer = generalFeedback || null;
  if (type !== "multiple-choice") options = [];

  const difficulty = meta.difficulty ?? DEFAULT_DIFFICULTY;
  return {
    data: {
      // Like Moodle, a question without a ::name:: is named after the start of its text.
      title: title ?? description.replace(/\s+/g, " ").slice(0, 80).trim(),
      description,
      type,
      difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty.toLowerCase()) ? difficulty.toLowerCase() : difficulty,
      category,
      tags: meta.tags,
      options,
      correctAnswer,
    },
  };
}

export function decodeGift(text: string): DecodeResult {
  const lines = stripBom(text).replace(/\r\n?/g, "\n").split("\n");
  const records: RawRecord[] = [];
  let category = "";
  let number = 0;
  let block: { line: number; text: string }[] = [];

  const flush = () => {
    if (block.length === 0) return;
    const comments = block.filter((l) => l.text.trim().startsWith("//")).map((l) => l.text);
    const body = block.filter((l) => !l.text.trim().startsWith("//"));
    block = [];
    const content = body.map((l) => l.text).join("\n").trim();
    if (!content) return;
    if (content.startsWith("$CATEGORY:")) {
      category = readCategory(content.slice("$CATEGORY:".length).trim());
      return;
    }
    number += 1;
    const label = `Question ${number} (line ${body[0].line})`;
    const parsed = parseQuestion(content, readMeta(comments), category);
    records.push("error" in parsed ? { row: number, label, error: parsed.error } : { row: number, label, data: parsed.data });
  };

  lines.forEach((line, index) => {
    if (line.trim() === "") flush();
    else block.push({ line: index + 1, text: line });
  });
  flush();
  if (records.length === 0) return { records, error: "No questions were found in this GIFT file." };
  return { records };
}

export const giftCodec: Codec = {
  mime: "text/plain; charset=utf-8",
  extension: "gift.txt",
  encode: encodeGift,
  decode: decodeGift,
};
