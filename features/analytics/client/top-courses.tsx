import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AnalyticsReport } from "./queries";
import { AnalyticsCard, EmptyChart, FigureCell, FigureHead } from "./chart-frame";
import { formatCents, formatNumber, formatPercent } from "./format";

export function TopCourses({ courses, days }: { courses: AnalyticsReport["topCourses"]; days: number }) {
  return (
    <AnalyticsCard id="top-courses" title="Top Courses" description={`By enrollments in the last ${days} days`} className="lg:col-span-3">
      {courses.length === 0 ? (
        <EmptyChart>No enrollments in this period.</EmptyChart>
      ) : (
        <Table aria-labelledby="top-courses-title">
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-10">
                #
              </TableHead>
              <TableHead scope="col">Course</TableHead>
              <FigureHead>Enrollments</FigureHead>
              <FigureHead>Revenue</FigureHead>
              <FigureHead>Completion</FigureHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {courses.map((course, index) => (
              <TableRow key={course._id} data-course={course._id}>
                <TableCell className="text-muted-foreground tabular-nums">{index + 1}</TableCell>
                <TableCell className="min-w-48">
                  <span className="block font-medium whitespace-normal">{course.title}</span>
                  <span className="block text-xs text-muted-foreground">{course.category}</span>
                </TableCell>
                <FigureCell>{formatNumber(course.enrollments)}</FigureCell>
                <FigureCell>{formatCents(course.revenueCents)}</FigureCell>
                <FigureCell>{formatPercent(course.completionRate)}</FigureCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsCard>
  );
}
