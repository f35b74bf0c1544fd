import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TableCell, TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** A card with an h2 title, used by every chart and list on the page. */
export function AnalyticsCard({ title, description, className, children, id }: { title: string; description?: ReactNode; className?: string; children: ReactNode; id: string }) {
  return (
    <Card className={cn("min-w-0", className)} aria-labelledby={`${id}-title`} role="region" data-section={id}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

export type ChartTableColumn<Row> = { header: string; cell: (row: Row) => string };

/**
 * A chart for sighted mouse users, a one-sentence summary as its accessible name (role="img"),
 * and the same numbers as a visually hidden table for screen readers and keyboard users (left out
 * when the card already shows them in a visible table).
 */
export function ChartFigure<Row>({ summary, caption, rows, columns, height = 256, children, id }: {
  summary: string;
  caption?: string;
  rows?: Row[];
  columns?: ChartTableColumn<Row>[];
  height?: number;
  children: ReactNode;
  id: string;
}) {
  return (
    <figure className="relative m-0" data-chart={id}>
      <div role="img" aria-label={summary} style={{ height }} className="w-full min-w-0">
        {children}
      </div>
      {/* sr-only on a wrapper: a table ignores width: 1px and would widen the page on a phone. */}
      {rows && columns && (
        <div className="sr-only">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.header}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

export function EmptyChart({ children }: { children: ReactNode }) {
  return <p className="flex min-h-32 items-center justify-center rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Recharts styling from the theme tokens, so charts follow light and dark themes. */
export const chartTheme = {
  grid: { stroke: "var(--color-border)", strokeDasharray: "3 3" },
  tick: { fill: "var(--color-muted-foreground)", fontSize: 12 },
  axisLine: { stroke: "var(--color-border)" },
  tooltip: {
    contentStyle: { background: "var(--color-popover)", border: "1px solid var(--color-border)", borderRadius: 8, color: "var(--color-popover-foreground)", fontSize: 12 },
    labelStyle: { color: "var(--color-popover-foreground)", fontWeight: 600 },
    itemStyle: { color: "var(--color-popover-foreground)" },
    cursor: { fill: "var(--color-muted)", opacity: 0.6 },
  },
};

/** A column of figures in an analytics table: header and cells right-aligned, digits lined up. */
export function FigureHead({ children }: { children: ReactNode }) {
  return (
    <TableHead scope="col" className="text-right">
      {children}
    </TableHead>
  );
}

export function FigureCell({ children }: { children: ReactNode }) {
  return <TableCell className="text-right tabular-nums">{children}</TableCell>;
}
