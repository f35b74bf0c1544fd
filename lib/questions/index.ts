// The import/export formats, by name.
import type { QuestionFormat } from "@/lib/validations/question";
import { csvCodec } from "./csv";
import { giftCodec } from "./gift";
import { jsonCodec } from "./json";
import { moodleXmlCodec } from "./moodle-xml";
import type { Codec } from "./types";

export { exportFileName, formatFromFileName } from "./formats";

export const CODECS: Record<QuestionFormat, Codec> = { csv: csvCodec, json: jsonCodec, gift: giftCodec, "moodle-xml": moodleXmlCodec };
