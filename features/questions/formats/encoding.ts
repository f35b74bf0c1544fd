// Text files as teachers save them: UTF-8 (with or without a byte-order mark), UTF-16 with a mark,
// or Windows-1252 from older Windows tools and Excel. The browser reads the file's bytes and
// decodes them here before sending text; the server refuses text that was mangled on the way.

export type DecodedFile = { text: string; encoding: string } | { error: string };

const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
/** Windows-1252's 0x80–0x9F (the rest is Latin-1). Decoded by hand: Node's TextDecoder without full ICU reads it as Latin-1. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

/** The file's text and the encoding it was read in, or why it cannot be read. */
export function decodeBytes(bytes: Uint8Array): DecodedFile {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xfe, 0x00, 0x00) || starts(0x00, 0x00, 0xfe, 0xff)) {
    return { error: "This file is in UTF-32, which cannot be imported. Save it as UTF-8 and try again." };
  }
  if (starts(0xef, 0xbb, 0xbf)) return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "UTF-8 (with byte-order mark)" };
  if (starts(0xff, 0xfe)) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "UTF-16 LE" };
  if (starts(0xfe, 0xff)) return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "UTF-16 BE" };
  if (bytes.includes(0)) {
    return { error: "This file looks like UTF-16 without a byte-order mark, which cannot be imported. Save it as UTF-8 and try again." };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
  } catch {
    // Not UTF-8: Windows-1252 (a superset of Latin-1 as browsers decode it), unless it uses bytes that encoding leaves undefined.
    if (bytes.some((b) => UNDEFINED_IN_1252.has(b))) {
      return { error: "This file is neither UTF-8 nor Windows-1252 text. Save it as UTF-8 and try again." };
    }
    return { text: decodeWindows1252(bytes), encoding: "Windows-1252" };
  }
}

/** Text as it reached the server: the byte-order mark dropped, and refused when a wrong decoding left marks in it. */
export function decodeTextFile(text: string): { text: string } | { error: string } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.includes("\ufffd")) {
    return { error: "This file was not read as UTF-8 text (it has characters that could not be decoded; Windows-1252 files must be decoded first). Save it as UTF-8 and try again." };
  }
  if (body.includes("\u0000")) return { error: "This file looks like UTF-16 text read as UTF-8. Save it as UTF-8 and try again." };
  return { text: body };
}
