import { describe, expect, it } from "vitest";
import { decodeBytes, decodeTextFile } from "./encoding";
import { decodeCsv } from "./csv";
import { decodeGift } from "./gift";

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe("reading a file's bytes", () => {
  it("reads UTF-8, with or without a byte-order mark", () => {
    expect(decodeBytes(new TextEncoder().encode("Café ✓"))).toEqual({ text: "Café ✓", encoding: "UTF-8" });
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Café")))).toEqual({ text: "Café", encoding: "UTF-8 (with byte-order mark)" });
  });

  it("reads Windows-1252 (Excel's and Notepad's old default) when the bytes are not UTF-8", () => {
    // "Café – “quoted” €5" in Windows-1252
    const file = bytes(...ascii("Caf"), 0xe9, 0x20, 0x96, 0x20, 0x93, ...ascii("quoted"), 0x94, 0x20, 0x80, 0x35);
    expect(decodeBytes(file)).toEqual({ text: "Café – “quoted” €5", encoding: "Windows-1252" });
  });

  it("reads UTF-16 with a byte-order mark, and refuses UTF-16 without one and UTF-32, naming them", () => {
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00))).toEqual({ text: "Aé", encoding: "UTF-16 LE" });
    expect(decodeBytes(bytes(0xfe, 0xff, 0x00, 0x41))).toEqual({ text: "A", encoding: "UTF-16 BE" });
    expect(decodeBytes(bytes(0x41, 0x00, 0x42, 0x00))).toEqual({ error: expect.stringContaining("UTF-16 without a byte-order mark") });
    expect(decodeBytes(bytes(0xff, 0xfe, 0x00, 0x00, 0x41, 0, 0, 0))).toEqual({ error: expect.stringContaining("UTF-32") });
  });

  it("refuses bytes that are neither UTF-8 nor Windows-1252", () => {
    expect(decodeBytes(bytes(0x41, 0x81, 0x42))).toEqual({ error: "This file is neither UTF-8 nor Windows-1252 text. Save it as UTF-8 and try again." });
  });

  it("on the server: drops a byte-order mark and refuses text that was decoded wrongly", () => {
    expect(decodeTextFile("\ufeffabc")).toEqual({ text: "abc" });
    expect(decodeTextFile("caf\ufffd")).toEqual({ error: expect.stringContaining("not read as UTF-8") });
    expect(decodeCsv("title\ncaf\ufffd").error).toMatch(/Windows-1252/);
    expect(decodeGift("::caf\ufffd::x{T}").error).toMatch(/Windows-1252/);
  });

  it("a Windows-1252 GIFT file imports with its accents", () => {
    const decoded = decodeBytes(bytes(...ascii("::Caf"), 0xe9, ...ascii("::Is it caf"), 0xe9, ...ascii("?{T}")));
    expect("text" in decoded && decodeGift(decoded.text).records[0].data).toMatchObject({ title: "Café", description: "Is it café?" });
  });
});
