import { Lightbulb } from "lucide-react";
import { AnalyticsCard } from "./chart-frame";

export function InsightsCard({ insights }: { insights: string[] }) {
  return (
    <AnalyticsCard id="insights" title="Quick Insights" description="What stands out in this period">
      <ul className="space-y-3">
        {insights.map((line) => (
          <li key={line} className="flex gap-3 rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </AnalyticsCard>
  );
}
