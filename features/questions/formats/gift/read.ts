// Reading GIFT: Moodle's qformat_gift importer (the format is described in ../gift.ts).
import { DIFFICULTIES, QUESTION_TYPES } from "@/lib/validation/common";
import { CATEGORY_SEPARATOR, type Answer, type TextFormat } from "../../schema";
import { decodeTextFile } from "../encoding";
import type { DecodeResult, RawRecord } from "../../types";
import { SPECIAL, FORMAT_MARKER, ANSWER_WEIGHT, DEFAULT_DIFFICULTY } from "./syntax";

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

const slice = (s: Scanned, start: number, end = s.chars.length): Scanned => ({
  chars: s.chars.slice(start, end),
  escaped: s.escaped.slice(start, end),
});
const plain = (s: Scanned) => s.chars.join("");

function trimStart(s: Scanned): Scanned {
  let i = 0;
  while (i < s.chars.length && !s.escaped[i] && s.chars[i].trim() === "") i++;
  return slice(s, i);
}

/** Splits at every unescaped marker character, keeping the marker at the start of each part (a blank lead is dropped). */
function splitAt(s: Scanned, markers: string[]): Scanned[] {
  const cuts = [0];
  for (let i = 1; i < s.chars.length; i++) if (!s.escaped[i] && markers.includes(s.chars[i])) cuts.push(i);
  const parts = cuts.map((start, i) => slice(s, start, cuts[i + 1] ?? s.chars.length));
  return parts.filter((p, i) => i > 0 || plain(p).trim() !== "");
}

/** The text and the feedback after an unescaped "#". */
function splitFeedback(s: Scanned): [Scanned, Scanned | null] {
  const hash = find(s, "#");
  return hash < 0 ? [s, null] : [slice(s, 0, hash), slice(s, hash + 1)];
}

/** "$course$/top/Unit 1/UI//UX" → "Unit 1 / UI/UX": the whole path, without Moodle's context and "top". */
export function readCategory(path: string): { category: string; context: string | null } {
  let rest = path.trim();
  const context = /^\$([a-z]+)\$\/?/.exec(rest);
  if (context) rest = rest.slice(context[0].length);
  const levels = rest
    .replace(/\/\//g, "\u0000")
    .split("/")
    .map((l) => l.replace(/\u0000/g, "/").trim())
    .filter(Boolean);
  if (context && levels[0] === "top") levels.shift();
  return { category: levels.join(CATEGORY_SEPARATOR), context: context?.[1] ?? null };
}

type Meta = { type?: string; difficulty?: string; tags: string[]; id?: string; caseSensitive: boolean; single: boolean; answer?: string };

function readMeta(comments: string[]): Meta {
  const meta: Meta = { tags: [], caseSensitive: false, single: false };
  for (const line of comments) {
    const answer = /^\s*\/\/\s*\[answer:(.*)\]\s*$/.exec(line);
    if (answer) {
      meta.answer = plain(scan(answer[1]));
      continue;
    }
    for (const [, key, value] of line.matchAll(/\[(type|difficulty|tag|id|case|single)(?::([^\]]*))?\]/g)) {
      if (key === "tag") meta.tags.push((value ?? "").trim());
      else if (key === "id") meta.id = (value ?? "").trim();
      else if (key === "case") meta.caseSensitive = (value ?? "").trim() === "sensitive";
      else if (key === "single") meta.single = true;
      else meta[key as "type" | "difficulty"] = (value ?? "").trim();
    }
  }
  return meta;
}

type Parsed = { data: Record<string, unknown>; warnings: string[] } | { error: string };

/** Moodle's parse_text_with_format(): a leading [format] marker, then the trimmed text. */
function readFormatted(text: string, fallback: TextFormat): { text: string; format: TextFormat; marked: boolean } {
  const marker = FORMAT_MARKER.exec(text);
  if (!marker) return { text: text.trim(), format: fallback, marked: false };
  return { text: text.slice(marker[0].length).trim(), format: marker[1] as TextFormat, marked: true };
}

/** Like Moodle, a question without a ::name:: is named after the start of its text, without tags. */
function defaultTitle(text: string, format: TextFormat): string {
  const bare = format === "html" || format === "moodle" ? text.replace(/<[^>]*>/g, " ") : text;
  return bare.replace(/\s+/g, " ").trim().slice(0, 80).trim();
}

function parseQuestion(text: string, meta: Meta): Parsed {
  const warnings: string[] = [];
  let s = scan(text);
  let leadingFormat: TextFormat | null = null;
  const lead = FORMAT_MARKER.exec(plain(s));
  if (lead && find(s, "::", lead[0].length) === lead[0].length) {
    leadingFormat = lead[1] as TextFormat;
    s = slice(s, lead[0].length);
  }
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
  if ((open < 0) !== (close < 0) || (open < 0 && find(s, "}", pos) >= 0)) {
    return { error: "The braces do not match: a { or } in the text must be escaped as \\{ or \\}." };
  }

  // A missing-word question keeps the text on both sides of its blank, spaces included.
  const before = plain(slice(s, pos, open < 0 ? undefined : open));
  const after = open < 0 ? "" : plain(slice(s, close + 1));
  const questionText = after.trim() ? `${before}_____${after}` : before;
  const { text: description, format } = readFormatted(questionText, leadingFormat ?? "moodle");
  const answerText = (t: string) => {
    const r = readFormatted(t, format);
    if (r.marked && r.format !== format) warnings.push(`An answer's [${r.format}] marker was not kept: answers are shown in the question's format (${format}).`);
    return r.text;
  };

  const base = {
    title: title ?? defaultTitle(description, format),
    description,
    textFormat: format,
    category: "",
    tags: meta.tags,
    idNumber: meta.id ?? "",
    difficulty: (DIFFICULTIES as readonly string[]).includes((meta.difficulty ?? "").toLowerCase()) ? meta.difficulty!.toLowerCase() : (meta.difficulty ?? DEFAULT_DIFFICULTY),
  };
  if (open < 0) {
    if (meta.type && meta.type !== "description") return { error: `This block has no answer section { … }, so it cannot be a ${meta.type} question.` };
    return { data: { ...base, type: "description" }, warnings };
  }

  let answers = slice(s, open + 1, close);
  let generalFeedback = "";
  const feedbackAt = find(answers, "####");
  if (feedbackAt >= 0) {
    generalFeedback = answerText(plain(slice(answers, feedbackAt + 4)));
    answers = slice(answers, 0, feedbackAt);
  }
  answers = trimStart(answers);
  const trimmed = plain(answers).trim();

  let detected: string;
  const data: Record<string, unknown> = { ...base, generalFeedback };
  if (trimmed === "") {
    detected = "essay";
  } else if (!answers.escaped[0] && answers.chars[0] === "#") {
    detected = "numerical";
    let body = slice(answers, 1);
    let wrong: Scanned | null = null;
    const tilde = find(body, "~");
    if (tilde >= 0) {
      wrong = slice(body, tilde + 1);
      body = slice(body, 0, tilde);
    }
    const parts = find(body, "=") >= 0 ? splitAt(body, ["="]).map((p) => slice(p, plain(p).startsWith("=") && !p.escaped[0] ? 1 : 0)) : [body];
    const list: Answer[] = parts.map((part) => {
      const [value, fb] = splitFeedback(part);
      let raw = plain(value).trim();
      let weight = 100;
      const w = ANSWER_WEIGHT.exec(raw);
      if (w && find(body, "=") >= 0) {
        weight = Number(w[1]);
        raw = raw.slice(w[0].length).trim();
      }
      const colon = raw.indexOf(":");
      const answer = colon >= 0 ? raw.slice(0, colon).trim() : raw;
      const tolerance = colon >= 0 ? Number(raw.slice(colon + 1).trim()) : 0;
      return { text: answer, weight, feedback: fb ? answerText(plain(fb)) : "", tolerance };
    });
    if (wrong) {
      const [, fb] = splitFeedback(wrong);
      list.push({ text: "*", weight: 0, feedback: answerText(plain(fb ?? wrong)), tolerance: 0 });
    }
    data.answers = list;
  } else if (find(answers, "~") >= 0) {
    detected = "multiple-choice";
    const list: Answer[] = splitAt(answers, ["~", "="]).map((part) => {
      const marker = part.escaped[0] ? "" : part.chars[0];
      const [textPart, fb] = splitFeedback(marker === "~" || marker === "=" ? slice(part, 1) : part);
      let body = plain(textPart).trimStart();
      let weight = marker === "=" ? 100 : 0;
      // As in Moodle, "=" is full marks and what follows it is text, even "%10% off".
      const weighted = marker === "=" ? null : ANSWER_WEIGHT.exec(body);
      if (weighted) {
        weight = Number(weighted[1]);
        body = body.slice(weighted[0].length);
      }
      return { text: answerText(body), weight, feedback: fb ? answerText(plain(fb)) : "", tolerance: 0 };
    });
    data.answers = list;
    data.multipleAnswers = !meta.single && find(answers, "=") < 0;
  } else if (find(answers, "=") >= 0 && trimmed.includes("->")) {
    detected = "matching";
    data.pairs = splitAt(answers, ["="]).map((part) => {
      const body = part.escaped[0] || part.chars[0] !== "=" ? part : slice(part, 1);
      const arrow = find(body, "->");
      const [q, qFeedback] = splitFeedback(slice(body, 0, arrow < 0 ? body.chars.length : arrow));
      const [a, aFeedback] = arrow < 0 ? [null, null] : splitFeedback(slice(body, arrow + 2));
      if (qFeedback || aFeedback) warnings.push("Feedback on a matching pair was not kept: Moodle's matching questions have none.");
      return { question: answerText(plain(q)), answer: a ? plain(a).trim() : "" };
    });
  } else {
    const [verdictPart, ...fbParts] = splitAt(answers, ["#"]);
    const verdict = plain(verdictPart).trim();
    if (["T", "TRUE", "F", "FALSE"].includes(verdict)) {
      detected = "true-false";
      const isTrue = verdict.startsWith("T");
      const wrong = fbParts[0] ? answerText(plain(slice(fbParts[0], 1))) : "";
      const right = fbParts[1] ? answerText(plain(slice(fbParts[1], 1))) : "";
      if (fbParts.length > 2) warnings.push("Only two feedback texts are kept for a true/false question.");
      data.correctAnswer = isTrue ? "True" : "False";
      data.trueFeedback = isTrue ? right : wrong;
      data.falseFeedback = isTrue ? wrong : right;
    } else {
      detected = "short-answer";
      data.answers = splitAt(answers, ["="]).map((part) => {
        const [textPart, fb] = splitFeedback(part.escaped[0] || part.chars[0] !== "=" ? part : slice(part, 1));
        let body = plain(textPart).trim();
        let weight = 100;
        const weighted = ANSWER_WEIGHT.exec(body);
        if (weighted) {
          weight = Number(weighted[1]);
          body = body.slice(weighted[0].length);
        }
        return { text: answerText(body), weight, feedback: fb ? answerText(plain(fb)) : "", tolerance: 0 };
      });
      data.caseSensitive = meta.caseSensitive;
    }
  }

  // The comment's type wins where the answer block allows it: code looks like essay, and an empty
  // block is also how a true/false question without an answer is written.
  let type = detected;
  if (meta.type && (QUESTION_TYPES as readonly string[]).includes(meta.type) && meta.type !== detected) {
    const fits = trimmed === "" && ["essay", "code", "true-false", "description"].includes(meta.type);
    if (!fits) return { error: `The answer section does not fit a ${meta.type} question.` };
    type = meta.type;
  }
  data.type = type;
  if (type === "essay" || type === "code") data.correctAnswer = meta.answer ?? null;
  return { data, warnings };
}

const COMMENT = /^\s*\/\//;

export function decodeGift(input: string): DecodeResult {
  const decoded = decodeTextFile(input);
  if ("error" in decoded) return { records: [], error: decoded.error };
  const lines = decoded.text.replace(/\r\n?/g, "\n").split("\n");
  const records: RawRecord[] = [];
  let category = "";
  let categoryWarning: string | null = null;
  let number = 0;
  let block: { line: number; text: string }[] = [];

  const flush = () => {
    if (block.length === 0) return;
    const comments = block.filter((l) => COMMENT.test(l.text)).map((l) => l.text);
    let body = block.filter((l) => !COMMENT.test(l.text));
    block = [];
    if (body.length > 0 && body[0].text.trim().startsWith("$CATEGORY:")) {
      const read = readCategory(body[0].text.trim().slice("$CATEGORY:".length));
      category = read.category;
      categoryWarning =
        read.context && read.context !== "course" ? `The category's Moodle context ($${read.context}$) was not kept: the bank has one set of categories.` : null;
      body = body.slice(1);
    }
    const content = body.map((l) => l.text).join("\n").trim();
    if (!content) return;
    number += 1;
    const label = `Question ${number} (line ${body[0].line})`;
    const parsed = parseQuestion(content, readMeta(comments));
    if ("error" in parsed) {
      records.push({ row: number, label, error: parsed.error });
      return;
    }
    const warnings = [...parsed.warnings];
    if (categoryWarning) warnings.push(categoryWarning);
    records.push({ row: number, label, data: { ...parsed.data, category }, warnings });
  };

  lines.forEach((line, index) => {
    if (line.trim() === "") flush();
    else block.push({ line: index + 1, text: line });
  });
  flush();
  if (records.length === 0) return { records, error: "No questions were found in this GIFT file." };
  return { records };
}
