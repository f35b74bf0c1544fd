// Moodle XML, the format Moodle's question bank exports by default (question/format/xml):
//
//   <quiz>
//     <question type="category"><category><text>$course$/top/Unit 1/Quiz</text></category></question>
//     <question type="multichoice">
//       <name><text>Q1</text></name>
//       <questiontext format="html"><text><![CDATA[<p>Which?</p><img src="@@PLUGINFILE@@/cat.png">]]></text>
//         <file name="cat.png" path="/" encoding="base64">iVBOR…</file></questiontext>
//       <generalfeedback format="html"><text>…</text></generalfeedback>
//       <single>true</single>
//       <answer fraction="100" format="html"><text>A</text><feedback format="html"><text>Yes</text></feedback></answer>
//       <tags><tag><text>unit1</text></tag></tags>
//     </question>
//   </quiz>
//
// Reading returns each question's embedded files beside it; the import route stores the images as
// uploads and points the text at them. Writing embeds uploaded images back as @@PLUGINFILE@@ files.
// Masterly's difficulty and the code type travel in a <masterly> element, which Moodle ignores.
import { XMLParser } from "fast-xml-parser";
import { DIFFICULTIES } from "@/lib/validation/common";
import { parseNumericAnswer, type Answer, type TextFormat } from "../schema";
import { decodeTextFile } from "./encoding";
import { readCategory } from "./gift";
import type { DecodeResult, EncodeOptions, ExportQuestion, RawRecord } from "../types";

export const PLUGINFILE = "@@PLUGINFILE@@";
export const QUESTION_UPLOAD_PREFIX = "/api/uploads/questions/";

const FORMAT_TO_MOODLE: Record<TextFormat, string> = { html: "html", markdown: "markdown", plain: "plain_text", moodle: "moodle_auto_format" };
const MOODLE_TO_FORMAT: Record<string, TextFormat> = { html: "html", markdown: "markdown", plain_text: "plain", moodle_auto_format: "moodle" };
const SUPPORTED = ["multichoice", "truefalse", "shortanswer", "numerical", "matching", "essay", "description"];

// ---- writing ----

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Moodle's writetext(): markup goes in a CDATA section (split where the text itself holds "]]>"). */
const cdata = (s: string) => (/[<>&]/.test(s) ? `<![CDATA[${s.replace(/]]>/g, "]]]]><![CDATA[>")}]]>` : s);
const num = (n: number) => String(Number(n.toFixed(7)));

type Embed = (text: string) => { text: string; files: string };

/** Points uploaded images at @@PLUGINFILE@@ and embeds their bytes, as Moodle does. */
function embedder(uploads: EncodeOptions["uploads"]): Embed {
  return (text) => {
    const names = new Set<string>();
    const out = text.replace(/\/api\/uploads\/questions\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))/g, (match, name: string) => {
      if (!uploads?.has(match)) return match;
      names.add(name);
      return `${PLUGINFILE}/${name}`;
    });
    const files = [...names]
      .map((name) => `<file name="${name}" path="/" encoding="base64">${Buffer.from(uploads!.get(`${QUESTION_UPLOAD_PREFIX}${name}`)!).toString("base64")}</file>`)
      .join("");
    return { text: out, files };
  };
}

function textElement(tag: string, text: string, format: TextFormat, embed: Embed, attrs = ""): string {
  const { text: body, files } = embed(text);
  return `<${tag}${attrs} format="${FORMAT_TO_MOODLE[format]}"><text>${cdata(body)}</text>${files}</${tag}>`;
}

function answerElement(a: { text: string; weight: number; feedback: string }, format: TextFormat, embed: Embed, extra = ""): string {
  return `<answer fraction="${num(a.weight)}" format="${FORMAT_TO_MOODLE[format]}"><text>${cdata(embed(a.text).text)}</text>${embed(a.text).files}${extra}${textElement("feedback", a.feedback, format, embed)}</answer>`;
}

const MOODLE_TYPE: Record<ExportQuestion["type"], string> = {
  "multiple-choice": "multichoice",
  "true-false": "truefalse",
  essay: "essay",
  code: "essay",
  "short-answer": "shortanswer",
  numerical: "numerical",
  matching: "matching",
  description: "description",
};

function writeQuestion(q: ExportQuestion, embed: Embed): string {
  const f = q.textFormat;
  const parts = [
    `<name><text>${escapeXml(q.title)}</text></name>`,
    textElement("questiontext", q.description, f, embed),
    textElement("generalfeedback", q.generalFeedback, f, embed),
    `<defaultgrade>${q.type === "description" ? "0" : "1"}</defaultgrade>`,
    `<penalty>0.3333333</penalty>`,
    `<hidden>0</hidden>`,
    `<idnumber>${escapeXml(q.idNumber)}</idnumber>`,
  ];
  switch (q.type) {
    case "multiple-choice":
      parts.push(`<single>${q.multipleAnswers ? "false" : "true"}</single>`, "<shuffleanswers>true</shuffleanswers>", "<answernumbering>abc</answernumbering>");
      parts.push(...q.answers.map((a) => answerElement(a, f, embed)));
      break;
    case "true-false":
      parts.push(
        answerElement({ text: "true", weight: q.correctAnswer === "True" ? 100 : 0, feedback: q.trueFeedback }, f, embed),
        answerElement({ text: "false", weight: q.correctAnswer === "False" ? 100 : 0, feedback: q.falseFeedback }, f, embed),
      );
      break;
    case "short-answer":
      parts.push(`<usecase>${q.caseSensitive ? 1 : 0}</usecase>`, ...q.answers.map((a) => answerElement(a, f, embed)));
      break;
    case "numerical":
      for (const a of q.answers) {
        // Moodle XML has no ranges: 1..5 is 3 ± 2, as Moodle's own GIFT importer stores it.
        const parsed = parseNumericAnswer(a.text);
        const [text, tolerance] = parsed?.kind === "range" ? [num((parsed.min + parsed.max) / 2), (parsed.max - parsed.min) / 2] : [a.text, a.tolerance];
        parts.push(answerElement({ ...a, text }, f, embed, `<tolerance>${num(tolerance)}</tolerance>`));
      }
      break;
    case "matching":
      parts.push("<shuffleanswers>true</shuffleanswers>");
      parts.push(...q.pairs.map((p) => `${textElement("subquestion", p.question, f, embed).replace(/<\/subquestion>$/, "")}<answer><text>${cdata(p.answer)}</text></answer></subquestion>`));
      break;
    case "essay":
    case "code":
      parts.push(
        "<responseformat>editor</responseformat>",
        "<responserequired>1</responserequired>",
        "<responsefieldlines>15</responsefieldlines>",
        "<attachments>0</attachments>",
        textElement("graderinfo", q.correctAnswer ?? "", f, embed),
        `<responsetemplate format="${FORMAT_TO_MOODLE[f]}"><text></text></responsetemplate>`,
      );
      break;
  }
  if (q.tags.length) parts.push(`<tags>${q.tags.map((t) => `<tag><text>${escapeXml(t)}</text></tag>`).join("")}</tags>`);
  parts.push(`<masterly><difficulty>${q.difficulty}</difficulty><type>${q.type}</type></masterly>`);
  return `  <question type="${MOODLE_TYPE[q.type]}">\n    ${parts.join("\n    ")}\n  </question>`;
}

/** "Unit 1 / UI/UX" → "$course$/top/Unit 1/UI//UX" */
const categoryPath = (category: string) => `$course$/top/${category.split(" / ").map((l) => l.replace(/\//g, "//")).join("/")}`;

export function encodeMoodleXml(questions: readonly ExportQuestion[], options: EncodeOptions = {}): string {
  const embed = embedder(options.uploads);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"];
  let category: string | null = null;
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      out.push(`  <question type="category">\n    <category><text>${escapeXml(categoryPath(category))}</text></category>\n  </question>`);
    }
    out.push(writeQuestion(q, embed));
  }
  out.push("</quiz>", "");
  return out.join("\n");
}

// ---- reading ----

type Node = Record<string, unknown>;
export type EmbeddedFile = { name: string; path: string; data: string };

const ARRAYS = new Set(["quiz.question", "answer", "tag", "file", "subquestion", "hint"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name, jpath) => ARRAYS.has(name) || ARRAYS.has(String(jpath)),
});

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => (isNode(x) ? x : { "#text": x }));

/** The <text> of an element (or the element's own text). */
function textOf(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string" || typeof v === "number") return String(v);
  if (Array.isArray(v)) return textOf(v[0]);
  if (isNode(v)) {
    if ("text" in v) return textOf(v.text);
    if ("#text" in v) return textOf(v["#text"]);
  }
  return "";
}

const formatOf = (v: unknown, fallback: TextFormat): TextFormat => (isNode(v) && typeof v["@_format"] === "string" ? (MOODLE_TO_FORMAT[v["@_format"]] ?? fallback) : fallback);

function filesOf(v: unknown, into: EmbeddedFile[]) {
  if (!isNode(v)) return;
  for (const file of list(v.file)) {
    into.push({ name: String(file["@_name"] ?? ""), path: String(file["@_path"] ?? "/"), data: textOf(file["#text"]) });
  }
}

function readAnswers(q: Node, files: EmbeddedFile[], withTolerance: boolean): Answer[] {
  return list(q.answer).map((a) => {
    filesOf(a, files);
    filesOf(a.feedback, files);
    const tolerance = Number(textOf(a.tolerance) || 0);
    return {
      text: textOf(a),
      weight: Number(a["@_fraction"] ?? 0),
      feedback: textOf(a.feedback),
      tolerance: withTolerance && Number.isFinite(tolerance) ? tolerance : 0,
    };
  });
}

const hasText = (v: unknown) => textOf(v).trim() !== "";

function readQuestion(q: Node, moodleType: string): { data: Record<string, unknown>; files: EmbeddedFile[]; warnings: string[] } {
  const files: EmbeddedFile[] = [];
  const warnings: string[] = [];
  const format = formatOf(q.questiontext, "html");
  filesOf(q.questiontext, files);
  filesOf(q.generalfeedback, files);
  const extra = isNode(q.masterly) ? q.masterly : {};
  const difficulty = textOf(extra.difficulty);
  const data: Record<string, unknown> = {
    title: textOf(q.name),
    description: textOf(q.questiontext),
    textFormat: format,
    generalFeedback: textOf(q.generalfeedback),
    idNumber: textOf(q.idnumber),
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty) ? difficulty : "medium",
    tags: isNode(q.tags) ? list(q.tags.tag).map((t) => textOf(t)) : [],
  };
  for (const key of ["correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"]) {
    if (hasText(q[key])) warnings.push(`The ${key.replace("feedback", "")} feedback ("${key}") was not kept: Masterly keeps per-answer and general feedback.`);
  }
  if (list(q.hint).some((h) => hasText(h))) warnings.push("Hints were not kept: Masterly has no hints yet.");
  switch (moodleType) {
    case "multichoice":
      data.type = "multiple-choice";
      data.answers = readAnswers(q, files, false);
      data.multipleAnswers = textOf(q.single).trim() === "false" || textOf(q.single).trim() === "0";
      break;
    case "truefalse": {
      data.type = "true-false";
      const answers = readAnswers(q, files, false);
      const t = answers.find((a) => a.text.trim().toLowerCase() === "true");
      const f = answers.find((a) => a.text.trim().toLowerCase() === "false");
      data.correctAnswer = t && t.weight === 100 ? "True" : f && f.weight === 100 ? "False" : null;
      data.trueFeedback = t?.feedback ?? "";
      data.falseFeedback = f?.feedback ?? "";
      break;
    }
    case "shortanswer":
      data.type = "short-answer";
      data.answers = readAnswers(q, files, false);
      data.caseSensitive = textOf(q.usecase).trim() === "1";
      break;
    case "numerical":
      data.type = "numerical";
      data.answers = readAnswers(q, files, true);
      if (isNode(q.units) && list(q.units.unit).length > 0) warnings.push("Units were not kept: Masterly grades the number alone.");
      break;
    case "matching":
      data.type = "matching";
      data.pairs = list(q.subquestion).map((s) => {
        filesOf(s, files);
        return { question: textOf(s), answer: textOf(s.answer) };
      });
      break;
    case "essay":
      data.type = textOf(extra.type) === "code" ? "code" : "essay";
      data.correctAnswer = textOf(q.graderinfo);
      filesOf(q.graderinfo, files);
      if (hasText(q.responsetemplate)) warnings.push("The response template was not kept.");
      break;
    case "description":
      data.type = "description";
      break;
  }
  return { data, files, warnings };
}

export type XmlRecord = RawRecord & { files?: EmbeddedFile[] };

export function decodeMoodleXml(input: string): DecodeResult & { records: XmlRecord[] } {
  const decoded = decodeTextFile(input);
  if ("error" in decoded) return { records: [], error: decoded.error };
  // Entities declared in a DOCTYPE can expand without bound; Moodle never writes one.
  if (/<!DOCTYPE/i.test(decoded.text)) return { records: [], error: "This XML file declares a DOCTYPE, which Moodle XML never has; it was not read." };
  let doc: Node;
  try {
    doc = parser.parse(decoded.text, true) as Node;
  } catch (error) {
    return { records: [], error: `This is not well-formed XML: ${(error as Error).message.split("\n")[0]}` };
  }
  const quiz = isNode(doc.quiz) ? doc.quiz : null;
  if (!quiz) return { records: [], error: "This is not a Moodle XML question file: it has no <quiz> element." };
  const records: XmlRecord[] = [];
  let category = "";
  let categoryWarning: string | null = null;
  let number = 0;
  for (const q of list(quiz.question)) {
    const moodleType = String(q["@_type"] ?? "");
    if (moodleType === "category") {
      const read = readCategory(textOf(q.category));
      category = read.category;
      categoryWarning =
        read.context && read.context !== "course" ? `The category's Moodle context ($${read.context}$) was not kept: the bank has one set of categories.` : null;
      continue;
    }
    number += 1;
    const name = textOf(q.name);
    const label = `Question ${number}${name ? ` (${name.slice(0, 40)})` : ""}`;
    if (!SUPPORTED.includes(moodleType)) {
      records.push({
        row: number,
        label,
        data: undefined,
        error: `Moodle "${moodleType}" questions cannot be imported: multiple choice, true/false, short answer, numerical, matching, essay and description can.`,
      });
      continue;
    }
    const { data, files, warnings } = readQuestion(q, moodleType);
    if (categoryWarning) warnings.push(categoryWarning);
    records.push({ row: number, label, data: { ...data, category }, warnings, files });
  }
  if (records.length === 0) return { records, error: "No questions were found in this Moodle XML file." };
  return { records };
}
