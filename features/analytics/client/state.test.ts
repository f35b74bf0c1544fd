import { describe, expect, it } from "vitest";
import { analyticsActions as a, analyticsReducer, initialAnalyticsState, type AnalyticsAction, type AnalyticsState } from "./state";

const NOW = new Date("2026-06-15T12:00:00.000Z");
const run = (actions: AnalyticsAction[], state: AnalyticsState = initialAnalyticsState(NOW)) => actions.reduce(analyticsReducer, state);

describe("analytics state", () => {
  it("starts with the last 30 days, the three default metrics, no filters, idle", () => {
    expect(initialAnalyticsState(NOW)).toEqual({
      dateRange: { start: "2026-05-16T12:00:00.000Z", end: "2026-06-15T12:00:00.000Z" },
      selectedMetrics: ["enrollments", "completions", "progress"],
      filters: {},
      isLoading: false,
      error: null,
    });
  });

  it("adds a metric once, however often it is added", () => {
    const state = run([a.removeMetric("completions"), a.addMetric("completions"), a.addMetric("completions"), a.addMetric("enrollments")]);
    expect(state.selectedMetrics).toEqual(["enrollments", "progress", "completions"]);
  });

  it("returns the same state object when adding a metric already selected", () => {
    const state = initialAnalyticsState(NOW);
    expect(analyticsReducer(state, a.addMetric("progress"))).toBe(state);
  });

  it("removes a metric, and ignores removing one that is not selected", () => {
    const state = run([a.removeMetric("progress"), a.removeMetric("progress")]);
    expect(state.selectedMetrics).toEqual(["enrollments", "completions"]);
    expect(run([a.removeMetric("enrollments"), a.removeMetric("completions"), a.removeMetric("progress")]).selectedMetrics).toEqual([]);
  });

  it("replaces the metrics, dropping duplicates in the replacement", () => {
    expect(run([a.setMetrics(["progress", "progress", "enrollments"])]).selectedMetrics).toEqual(["progress", "enrollments"]);
    expect(run([a.setMetrics([])]).selectedMetrics).toEqual([]);
  });

  it("merges filters, and clears a key set to undefined", () => {
    const state = run([a.setFilters({ category: "Design", level: "beginner" }), a.setFilters({ level: "advanced", status: "published" })]);
    expect(state.filters).toEqual({ category: "Design", level: "advanced", status: "published" });
    expect(analyticsReducer(state, a.setFilters({ category: undefined })).filters).toEqual({ level: "advanced", status: "published" });
  });

  it("sets the date range, ordering start before end and ignoring invalid dates", () => {
    const range = { start: "2026-01-01T00:00:00.000Z", end: "2026-02-01T00:00:00.000Z" };
    expect(run([a.setDateRange(range)]).dateRange).toEqual(range);
    expect(run([a.setDateRange({ start: range.end, end: range.start })]).dateRange).toEqual(range);
    const state = initialAnalyticsState(NOW);
    expect(analyticsReducer(state, a.setDateRange({ start: "soon", end: range.end }))).toBe(state);
  });

  it("tracks loading and error; an error ends loading", () => {
    const loading = run([a.setLoading(true)]);
    expect(loading.isLoading).toBe(true);
    expect(analyticsReducer(loading, a.setError("Failed"))).toMatchObject({ isLoading: false, error: "Failed" });
    expect(run([a.setError("Failed"), a.setError(null)]).error).toBeNull();
  });

  it("resets every field to the defaults for the moment of the reset", () => {
    const later = new Date("2026-07-01T00:00:00.000Z");
    const changed = run([a.setMetrics(["progress"]), a.setFilters({ category: "Design" }), a.setDateRange({ start: "2025-01-01T00:00:00.000Z", end: "2025-02-01T00:00:00.000Z" }), a.setLoading(true), a.setError("x")]);
    expect(analyticsReducer(changed, a.reset(later))).toEqual(initialAnalyticsState(later));
    expect(analyticsReducer(changed, a.reset(later)).dateRange).toEqual({ start: "2026-06-01T00:00:00.000Z", end: "2026-07-01T00:00:00.000Z" });
  });
});
