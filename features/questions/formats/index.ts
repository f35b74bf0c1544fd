// The import/export formats, by name.
import type { QuestionFormat } from "../schema";
import { decodeCsv, encodeCsv } from "./csv";
import { decodeGift, encodeGift } from "./gift";
import { decodeJson, encodeJson } from "./json";
import { decodeMoodleXml, encodeMoodleXml } from "./moodle-xml";
import type { Codec } from "../types";

export { exportFileName, formatFromFileName } from "./formats";

export const CODECS: Record<QuestionFormat, Codec> = {
  csv: { mime: "text/csv; charset=utf-8", extension: "csv", encode: encodeCsv, decode: decodeCsv },
  json: { mime: "application/json; charset=utf-8", extension: "json", encode: encodeJson, decode: decodeJson },
  gift: { mime: "text/plain; charset=utf-8", extension: "gift.txt", encode: encodeGift, decode: decodeGift },
  "moodle-xml": { mime: "application/xml; charset=utf-8", extension: "moodle.xml", encode: encodeMoodleXml, decode: decodeMoodleXml },
};
