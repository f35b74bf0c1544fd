import { describe, expect, it } from "vitest";
import { commitChunks } from "./import-csv";

describe("commitChunks", () => {
  it("drops refused lines, merges rows that share an email into the first, and chunks the rest", () => {
    const rows = [
      { line: 2, name: "Ann", email: "ann@example.test", courses: "A" },
      { line: 3, name: "Bad", email: "bad", courses: "" },
      { line: 4, name: "Ann Two", email: " ANN@example.test", courses: "B" },
      { line: 5, name: "Cy", email: "cy@example.test", courses: "" },
      { line: 6, name: "Di", email: "di@example.test", courses: "" },
    ];
    const chunks = commitChunks(rows, [3], 2);
    expect(chunks).toEqual([
      [
        { line: 2, name: "Ann", email: "ann@example.test", courses: "A;B" },
        { line: 5, name: "Cy", email: "cy@example.test", courses: "" },
      ],
      [{ line: 6, name: "Di", email: "di@example.test", courses: "" }],
    ]);
    expect(rows[0].courses).toBe("A");
  });
});
