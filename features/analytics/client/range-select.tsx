"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ANALYTICS_RANGES, RANGE_LABELS, type AnalyticsRange } from "../schema";

export function RangeSelect({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="analytics-range" className="sr-only">
        Date range
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as AnalyticsRange)}>
        <SelectTrigger id="analytics-range" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ANALYTICS_RANGES.map((range) => (
            <SelectItem key={range} value={range}>
              {RANGE_LABELS[range]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
