"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AnalyticsReport } from "./queries";
import { AnalyticsCard, ChartFigure, EmptyChart, FigureCell, FigureHead, chartTheme } from "./chart-frame";
import { formatCents, formatCompactCents, formatNumber, formatPercent } from "./format";

export function CategoryChart({ categories, days }: { categories: AnalyticsReport["categories"]; days: number }) {
  return (
    <AnalyticsCard id="categories" title="Category Performance" description={`Top ${categories.length || 5} categories by revenue in the last ${days} days`} className="lg:col-span-2">
      {categories.length === 0 ? (
        <EmptyChart>No enrollments in this period.</EmptyChart>
      ) : (
        <>
          <ChartFigure
            id="categories"
            summary={`Bar chart of revenue by category: ${categories.map((c) => `${c.category} ${formatCents(c.revenueCents)}`).join(", ")}. The table below lists every figure.`}
            height={Math.max(160, categories.length * 44)}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={categories} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid horizontal={false} {...chartTheme.grid} />
                <XAxis type="number" tickFormatter={formatCompactCents} tick={chartTheme.tick} axisLine={chartTheme.axisLine} tickLine={false} />
                <YAxis type="category" dataKey="category" tick={chartTheme.tick} axisLine={false} tickLine={false} width={118} />
                <Tooltip {...chartTheme.tooltip} formatter={(value) => [formatCents(Number(value)), "Revenue"]} />
                <Bar dataKey="revenueCents" name="Revenue" fill="var(--color-chart-5)" radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </ChartFigure>
          <Table aria-label="Category figures">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Category</TableHead>
                <FigureHead>Revenue</FigureHead>
                <FigureHead>Share</FigureHead>
                <FigureHead>Enrollments</FigureHead>
                <FigureHead>Completion</FigureHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.map((c) => (
                <TableRow key={c.category} data-category={c.category}>
                  <TableCell className="font-medium">{c.category}</TableCell>
                  <FigureCell>{formatCents(c.revenueCents)}</FigureCell>
                  <FigureCell>{formatPercent(c.share)}</FigureCell>
                  <FigureCell>{formatNumber(c.enrollments)}</FigureCell>
                  <FigureCell>{formatPercent(c.completionRate)}</FigureCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </AnalyticsCard>
  );
}
