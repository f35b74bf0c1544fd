"use client";

import Link from "next/link";
import { Archive, BarChart3, Eye, ListTree, Pencil, RotateCcw, Send, Star, Trash2 } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Progress } from "@/components/ui/progress";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ColumnHeads, DataTable, type Column, type SortOrder } from "@/components/data-list";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { CourseDto } from "./queries";
import { cn } from "@/lib/utils";
import { NEXT_STATUS, type CourseStatus } from "../schema";
import { LevelBadge, StatusBadge } from "./course-badges";
import { CoursePrice, formatDollars } from "./course-price";
import { CourseThumbnail } from "./course-thumbnail";
import { STATUS_STEPS } from "./status-dialog";
import type { CourseColumn } from "./courses-view";

export type CoursePermissions = { create: boolean; update: boolean; delete: boolean };


const STEP_ICON: Record<CourseStatus, LucideIcon> = { published: Send, archived: Archive, draft: RotateCcw };

/** docs/product.md §4 progress colour bands: 80+, 60+, 40+, below 40. */
export function progressTone(value: number) {
  if (value >= 80) return "bg-success";
  if (value >= 60) return "bg-primary";
  if (value >= 40) return "bg-warning";
  return "bg-destructive";
}

// Links here do not prefetch: a page of rows would prefetch 20 routes at once.
function IconAction({
  label,
  icon: Icon,
  href,
  onClick,
  destructive,
  disabledReason,
}: {
  label: string;
  icon: LucideIcon;
  href?: string;
  onClick?: () => void;
  destructive?: boolean;
  /** Shown in the tooltip (and read with the button) instead of offering an action that would fail. */
  disabledReason?: string;
}) {
  const className = destructive && !disabledReason ? "text-destructive hover:text-destructive" : undefined;
  // Links work before React runs; buttons wait for it (useHydrated).
  const hydrated = useHydrated();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {href ? (
          <Button asChild variant="ghost" size="icon" className={cn("size-8", className)}>
            <Link href={href} aria-label={label} prefetch={false}>
              <Icon aria-hidden />
            </Link>
          </Button>
        ) : disabledReason ? (
          // aria-disabled rather than disabled: the tooltip with the reason still opens on hover and focus.
          <Button variant="ghost" size="icon" className="size-8 cursor-not-allowed opacity-50" aria-disabled="true" aria-label={`${label}: ${disabledReason}`} onClick={(e) => e.preventDefault()}>
            <Icon aria-hidden />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" className={cn("size-8", className)} onClick={onClick} aria-label={label} disabled={!hydrated}>
            <Icon aria-hidden />
          </Button>
        )}
      </TooltipTrigger>
      <TooltipContent className={disabledReason ? "max-w-64" : undefined}>{disabledReason ?? label.replace(/ ".*"$/, "")}</TooltipContent>
    </Tooltip>
  );
}

/** Why Delete is not offered: a course with enrollments (past ones too) is archived instead. */
export function deleteBlockedReason(course: Pick<CourseDto, "enrollmentsEver" | "status">): string | undefined {
  const n = course.enrollmentsEver ?? 0;
  if (n === 0) return undefined;
  const archive = course.status === "archived" ? "It stays archived" : "Archive it instead";
  return `Cannot delete: ${n.toLocaleString("en-US")} ${n === 1 ? "learner has" : "learners have"} enrolled. ${archive}, so they keep their history.`;
}

export function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating == null) return <span className="text-muted-foreground">No ratings</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-warning text-warning" aria-hidden />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">({reviewCount})</span>
    </span>
  );
}

export function CourseTags({ tags, max = 3 }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.slice(0, max).map((tag) => (
        <Badge key={tag} variant="outline" className="font-normal">
          {tag}
        </Badge>
      ))}
      {tags.length > max && <Badge variant="secondary">+{tags.length - max}</Badge>}
    </span>
  );
}

const COLUMN_HEADS: Column<CourseColumn>[] = [
  { label: "Course", sort: "title" },
  { label: "Level", priority: 4 },
  { label: "Category", priority: 4 },
  { label: "Instructor", priority: 4 },
  { label: "Duration", priority: 4 },
  { label: "Enrollments", priority: 2, className: "text-right" },
  { label: "Rating" },
  { label: "Completion", priority: 3 },
  { label: "Price", sort: "price" },
  { label: "Status" },
  { label: "Revenue", className: "text-right" },
];

export function CoursesTable({
  courses,
  permissions,
  selected,
  onSelectedChange,
  sort,
  order,
  onSort,
  onEdit,
  onChangeStatus,
  onDelete,
}: {
  courses: CourseDto[];
  permissions: CoursePermissions;
  selected: Set<string>;
  onSelectedChange: (next: Set<string>) => void;
  sort: CourseColumn;
  order: SortOrder;
  onSort: (column: CourseColumn) => void;
  onEdit: (course: CourseDto) => void;
  onChangeStatus: (course: CourseDto) => void;
  onDelete: (course: CourseDto) => void;
}) {
  const sortable = { sort, order, onSort };
  const allSelected = courses.length > 0 && courses.every((c) => selected.has(c._id));
  const someSelected = courses.some((c) => selected.has(c._id));
  const hydrated = useHydrated();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <DataTable aria-label="Courses">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {permissions.delete && (
            <TableHead className="w-8">
              <Checkbox
                aria-label="Select all courses on this page"
                disabled={!hydrated}
                checked={allSelected ? true : someSelected ? "indeterminate" : false}
                onCheckedChange={(on) => onSelectedChange(on === true ? new Set(courses.map((c) => c._id)) : new Set())}
              />
            </TableHead>
          )}
          <ColumnHeads columns={COLUMN_HEADS} {...sortable} />
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {courses.map((course) => {
          const next = NEXT_STATUS[course.status];
          return (
            <TableRow key={course._id} className="group" data-state={selected.has(course._id) ? "selected" : undefined}>
              {permissions.delete && (
                <TableCell data-cell="select">
                  <Checkbox aria-label={`Select "${course.title}"`} checked={selected.has(course._id)} onCheckedChange={(on) => toggle(course._id, on === true)} disabled={!hydrated} />
                </TableCell>
              )}
              <TableCell className="min-w-44 whitespace-normal" data-cell="primary">
                <div className="flex items-center gap-3">
                  <CourseThumbnail src={course.thumbnail} />
                  <div className="grid min-w-0 gap-1">
                    <span className="font-medium">{course.title}</span>
                    <CourseTags tags={course.tags} />
                  </div>
                </div>
              </TableCell>
              <TableCell data-label="Level" data-priority="4">
                <LevelBadge level={course.level} />
              </TableCell>
              <TableCell data-label="Category" data-priority="4">
                {course.category}
              </TableCell>
              <TableCell data-label="Instructor" data-priority="4">
                {course.instructor}
              </TableCell>
              <TableCell data-label="Duration" data-priority="4">
                {course.duration}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-label="Enrollments" data-priority="2">
                {course.enrolledStudents.toLocaleString("en-US")}
              </TableCell>
              <TableCell data-label="Rating">
                <Rating rating={course.rating} reviewCount={course.reviewCount} />
              </TableCell>
              <TableCell data-label="Completion" data-priority="3">
                <div className="flex w-32 items-center gap-2">
                  <Progress value={course.completionRate} aria-label={`Completion rate of "${course.title}"`} indicatorClassName={progressTone(course.completionRate)} />
                  <span className="w-9 text-right text-xs tabular-nums">{course.completionRate}%</span>
                </div>
              </TableCell>
              <TableCell data-label="Price">
                <CoursePrice price={course.price} originalPrice={course.originalPrice} />
              </TableCell>
              <TableCell data-label="Status">
                <StatusBadge status={course.status} />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums" data-label="Revenue">
                {formatDollars(course.revenue ?? 0)}
              </TableCell>
              <TableCell data-cell="actions">
                <div className="grid grid-cols-3 justify-end gap-0.5 @min-[72rem]:flex">
                  <IconAction label={`View "${course.title}"`} icon={Eye} href={`/dashboard/courses/${course._id}`} />
                  <IconAction label={`Analytics for "${course.title}"`} icon={BarChart3} href={`/dashboard/courses/${course._id}/analytics`} />
                  {permissions.update && <IconAction label={`Curriculum of "${course.title}"`} icon={ListTree} href={`/dashboard/courses/${course._id}/curriculum`} />}
                  {permissions.update && <IconAction label={`Edit "${course.title}"`} icon={Pencil} onClick={() => onEdit(course)} />}
                  {permissions.update && (
                    <IconAction label={`${STATUS_STEPS[next].action} "${course.title}"`} icon={STEP_ICON[next]} onClick={() => onChangeStatus(course)} />
                  )}
                  {permissions.delete && (
                    <IconAction label={`Delete "${course.title}"`} icon={Trash2} onClick={() => onDelete(course)} destructive disabledReason={deleteBlockedReason(course)} />
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
