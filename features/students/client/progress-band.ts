// docs/product.md §4 progress colour bands: 80 or more, 60 or more, 40 or more, below 40.

export type ProgressBand = "excellent" | "good" | "fair" | "low";

export function progressBand(progress: number): ProgressBand {
  if (progress >= 80) return "excellent";
  if (progress >= 60) return "good";
  if (progress >= 40) return "fair";
  return "low";
}

/** The bar's fill for each band (theme tokens, so both themes keep their contrast). */
export const PROGRESS_BAND_CLASS: Record<ProgressBand, string> = {
  excellent: "bg-success",
  good: "bg-primary",
  fair: "bg-warning",
  low: "bg-destructive",
};
