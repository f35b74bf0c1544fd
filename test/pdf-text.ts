// Reads the text a PDF shows, for tests: inflates each content stream and collects the strings of
// its text operators (Tj, TJ) in drawing order, one line per operator. Enough for the PDFs we make
// with pdf-lib's standard fonts (WinAnsi, hex or literal strings); not a general PDF parser.
import { inflateSync } from "node:zlib";

function decodeLiteral(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) => {
    const map: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
    return map[esc] ?? String.fromCharCode(parseInt(esc, 8));
  });
}

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, "");
  return Buffer.from(clean.length % 2 ? `${clean}0` : clean, "hex").toString("latin1");
}

function stringsIn(operand: string): string[] {
  const out: string[] = [];
  const re = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;
  for (let m = re.exec(operand); m; m = re.exec(operand)) out.push(m[1] !== undefined ? decodeHex(m[1]) : decodeLiteral(m[2]));
  return out;
}

export function extractPdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  const streamRe = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let body = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ""), "latin1");
    if (/\/FlateDecode/.test(m[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString("latin1");
    if (!/\bBT\b/.test(content)) continue;
    const opRe = /(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*(Tj|TJ|')/g;
    for (let op = opRe.exec(content); op; op = opRe.exec(content)) lines.push(stringsIn(op[1]).join(""));
  }
  return lines;
}
