// The client analytics state (docs/product.md §3, §4) as a pure reducer: a date range (ISO start/end, the last
// 30 days by default), the selected metrics (enrollments, completions, progress by default), a
// filters object, and the loading and error flags. Metrics are added without duplicates, removed and
// replaced; filters merge; reset restores the defaults. Time comes in through the actions, so the
// reducer itself stays pure.

export const ANALYTICS_METRICS = ["enrollments", "completions", "progress"] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export const DEFAULT_METRICS: readonly AnalyticsMetric[] = ANALYTICS_METRICS;
export const DEFAULT_RANGE_DAYS = 30;

export type DateRange = { start: string; end: string };
export type AnalyticsFilters = Record<string, string | number | boolean | string[]>;

export type AnalyticsState = {
  dateRange: DateRange;
  selectedMetrics: AnalyticsMetric[];
  filters: AnalyticsFilters;
  isLoading: boolean;
  error: string | null;
};

export type AnalyticsAction =
  | { type: "addMetric"; metric: AnalyticsMetric }
  | { type: "removeMetric"; metric: AnalyticsMetric }
  | { type: "setMetrics"; metrics: readonly AnalyticsMetric[] }
  | { type: "setFilters"; filters: Partial<Record<string, AnalyticsFilters[string] | undefined>> }
  | { type: "setDateRange"; dateRange: DateRange }
  | { type: "setLoading"; isLoading: boolean }
  | { type: "setError"; error: string | null }
  | { type: "reset"; now: string };

const DAY = 24 * 60 * 60 * 1000;

/** The last `days` days ending at `now`, as ISO strings. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  return { start: new Date(now.getTime() - days * DAY).toISOString(), end: now.toISOString() };
}

export function initialAnalyticsState(now: Date = new Date()): AnalyticsState {
  return { dateRange: lastDays(DEFAULT_RANGE_DAYS, now), selectedMetrics: [...DEFAULT_METRICS], filters: {}, isLoading: false, error: null };
}

const unique = (metrics: readonly AnalyticsMetric[]) => [...new Set(metrics)];

export function analyticsReducer(state: AnalyticsState, action: AnalyticsAction): AnalyticsState {
  switch (action.type) {
    case "addMetric":
      return state.selectedMetrics.includes(action.metric) ? state : { ...state, selectedMetrics: [...state.selectedMetrics, action.metric] };
    case "removeMetric":
      return state.selectedMetrics.includes(action.metric) ? { ...state, selectedMetrics: state.selectedMetrics.filter((m) => m !== action.metric) } : state;
    case "setMetrics":
      return { ...state, selectedMetrics: unique(action.metrics) };
    case "setFilters": {
      // A key set to undefined is cleared; every other key merges over the current filters.
      const filters: AnalyticsFilters = { ...state.filters };
      for (const [key, value] of Object.entries(action.filters)) {
        if (value === undefined) delete filters[key];
        else filters[key] = value;
      }
      return { ...state, filters };
    }
    case "setDateRange": {
      const start = Date.parse(action.dateRange.start);
      const end = Date.parse(action.dateRange.end);
      if (Number.isNaN(start) || Number.isNaN(end)) return state;
      const [from, to] = start <= end ? [start, end] : [end, start];
      return { ...state, dateRange: { start: new Date(from).toISOString(), end: new Date(to).toISOString() } };
    }
    case "setLoading":
      return { ...state, isLoading: action.isLoading };
    case "setError":
      return { ...state, error: action.error, isLoading: false };
    case "reset":
      return initialAnalyticsState(new Date(action.now));
  }
}

/** Action creators, so callers never spell the action objects by hand. */
export const analyticsActions = {
  addMetric: (metric: AnalyticsMetric): AnalyticsAction => ({ type: "addMetric", metric }),
  removeMetric: (metric: AnalyticsMetric): AnalyticsAction => ({ type: "removeMetric", metric }),
  setMetrics: (metrics: readonly AnalyticsMetric[]): AnalyticsAction => ({ type: "setMetrics", metrics }),
  setFilters: (filters: Extract<AnalyticsAction, { type: "setFilters" }>["filters"]): AnalyticsAction => ({ type: "setFilters", filters }),
  setDateRange: (dateRange: DateRange): AnalyticsAction => ({ type: "setDateRange", dateRange }),
  setLoading: (isLoading: boolean): AnalyticsAction => ({ type: "setLoading", isLoading }),
  setError: (error: string | null): AnalyticsAction => ({ type: "setError", error }),
  reset: (now: Date = new Date()): AnalyticsAction => ({ type: "reset", now: now.toISOString() }),
};
