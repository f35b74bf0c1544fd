// The Analytics export: the same report the page shows, as CSV with one section per chart or card
// group. Money is in dollars with two decimals and rates in percent with one, as on screen.
import Papa from "papaparse";
import type { AnalyticsReport } from "./analytics";

const UNIT_HEADER = { day: "Day", week: "Week from", month: "Month" } as const;

type Cell = string | number;

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** Blank when the previous period had nothing to compare with, as the screen shows no change. */
const change = (m: { change: number; comparable: boolean }) => (m.comparable ? m.change : "");

function section(title: string, header: Cell[], rows: Cell[][]): string {
  // escapeFormulae keeps a course titled "=HYPERLINK(...)" from running as a spreadsheet formula.
  return Papa.unparse([[title], header, ...rows], { header: false, newline: "\r\n", escapeFormulae: true });
}

export function analyticsCsv(report: AnalyticsReport): string {
  const { overview: o, revenueTrend: t, engagement: e } = report;
  const sections = [
    section("Masterly analytics", ["Field", "Value"], [
      ["Range", `${report.rangeLabel} (${report.range})`],
      ["Period start", report.period.start],
      ["Period end", report.period.end],
      ["Previous period start", report.previousPeriod.start],
    ]),
    section("Overview", ["Metric", "This period", "Previous period", "Change", "Change unit"], [
      ["Revenue (USD)", dollars(o.revenue.value), dollars(o.revenue.previous), change(o.revenue), "%"],
      ["Enrollments", o.enrollments.value, o.enrollments.previous, change(o.enrollments), "%"],
      ["New learners", o.newLearners.value, o.newLearners.previous, change(o.newLearners), "%"],
      ["Completion rate (%)", o.completionRate.value, o.completionRate.previous, change(o.completionRate), "points"],
    ]),
    section("Revenue trend", [UNIT_HEADER[t.unit], "Revenue (USD)", "Enrollments"], [
      ...t.points.map((m) => [m.period, dollars(m.revenueCents), m.enrollments]),
      ["This month (USD)", dollars(t.thisMonthCents), ""],
      [`Average ${t.unit} (USD)`, dollars(t.averageCents), ""],
      ["Growth vs same days last month (%)", t.growthComparable ? t.growth : "", ""],
    ]),
    section("Learning activity", [UNIT_HEADER[t.unit], "Enrollments", "Completions", "Average progress (%)"],
      t.points.map((m) => [m.period, m.enrollments, m.completions, m.averageProgress])),
    section("User engagement", ["Metric", "Value"], [
      ["Daily active users", e.dailyActiveUsers],
      ["Weekly active users", e.weeklyActiveUsers],
      ["Average session (minutes)", e.averageSessionMinutes],
      ["Sessions", e.sessions],
      ["Courses per user", e.coursesPerUser],
      ["Completion rate (%)", e.completionRate],
    ]),
    section("Top courses", ["Course", "Category", "Enrollments", "Revenue (USD)", "Completion rate (%)"],
      report.topCourses.map((c) => [c.title, c.category, c.enrollments, dollars(c.revenueCents), c.completionRate])),
    section("Learners by age", ["Age band", "Learners", "Share (%)"], report.demographics.map((d) => [d.band, d.learners, d.share])),
    section("Category performance", ["Category", "Courses", "Enrollments", "Revenue (USD)", "Share of revenue (%)", "Completion rate (%)"],
      report.categories.map((c) => [c.category, c.courses, c.enrollments, dollars(c.revenueCents), c.share, c.completionRate])),
    section("Quick insights", ["Insight"], report.insights.map((line) => [line])),
  ];
  // The byte-order mark lets spreadsheet apps read the en dash in "18–24" as UTF-8.
  return "\uFEFF" + sections.join("\r\n\r\n") + "\r\n";
}

export function analyticsFileName(report: AnalyticsReport): string {
  return `analytics-${report.range}-${report.computedAt.slice(0, 10)}.csv`;
}
