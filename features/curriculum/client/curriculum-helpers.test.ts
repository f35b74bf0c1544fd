import { describe, expect, it } from "vitest";
import { applyOrder, orderOf, type CurriculumSection } from "./queries";
import { formatMinutes } from "./lesson-kind";
import { dripSummary } from "./section-card";

const lesson = (id: string, position: number) => ({ id, title: id, kind: "text" as const, position, isPreview: false, durationMinutes: null });
const sections: CurriculumSection[] = [
  { id: "s1", title: "One", position: 0, unlockAfterDays: null, requiresPrevious: false, lessons: [lesson("a", 0), lesson("b", 1)] },
  { id: "s2", title: "Two", position: 1, unlockAfterDays: 3, requiresPrevious: true, lessons: [lesson("c", 0)] },
];

describe("applyOrder", () => {
  it("moves a lesson to another section and renumbers positions, as the builder shows it before the server answers", () => {
    const next = applyOrder(sections, { sections: [{ id: "s2", lessonIds: ["c", "a"] }, { id: "s1", lessonIds: ["b"] }] });
    expect(next.map((s) => [s.id, s.position, s.lessons.map((l) => `${l.id}${l.position}`)])).toEqual([
      ["s2", 0, ["c0", "a1"]],
      ["s1", 1, ["b0"]],
    ]);
  });

  it("round-trips with orderOf", () => {
    expect(applyOrder(sections, orderOf(sections))).toEqual(sections);
  });
});

describe("dripSummary and formatMinutes", () => {
  it("say when a section opens", () => {
    expect(dripSummary(sections[0])).toBeNull();
    expect(dripSummary(sections[1])).toBe("Opens 3 days after enrollment, once the previous section is complete");
    expect(dripSummary({ unlockAfterDays: 1, requiresPrevious: false })).toBe("Opens 1 day after enrollment");
    expect(dripSummary({ unlockAfterDays: null, requiresPrevious: true })).toBe("Opens once the previous section is complete");
  });

  it("format lesson minutes", () => {
    expect(formatMinutes(null)).toBe("");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(65)).toBe("1 h 5 min");
  });
});
