"use client";

// The students table (docs/product.md §2 columns) with its loading, empty and error states and the pager.
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, GraduationCap, RotateCw } from "lucide-react";
import { ActionsHead, ColumnCells, ColumnHeads, DataTable, ListPagination, SelectAllHead, SelectCell, SkeletonRows, type Column, type ListState } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/ui/avatar";
import { TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api/client";
import type { StudentJson, StudentListResponse } from "./queries";
import { formatDate, formatLastActivity } from "./format";
import { ProgressCell, StudentStatusBadge } from "./student-badges";
import { StudentRowActions } from "./student-row-actions";
import type { StudentSort } from "../schema";
import type { StudentAction, StudentPermissions } from "./students-view";

type Props = {
  query: UseQueryResult<StudentListResponse>;
  filtered: boolean;
  list: ListState<StudentSort, "status" | "course">;
  permissions: StudentPermissions;
  selected: Map<string, StudentJson>;
  onSelect: (next: Map<string, StudentJson>) => void;
  onAction: (action: StudentAction) => void;
};

const MAX_COURSES_SHOWN = 2; // docs/product.md §9

/** The columns, headers and cells; a student's name opens their details. */
function studentColumns(onAction: Props["onAction"]): Column<StudentSort, StudentJson>[] {
  return [
    {
      label: "Student",
      sort: "name",
      primary: true,
      cell: (s) => (
        <div className="flex items-center gap-3">
          <UserAvatar name={s.name} src={s.avatar} className="size-9" />
          <button type="button" className="text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none" onClick={() => onAction({ kind: "details", student: s })}>
            {s.name}
          </button>
        </div>
      ),
    },
    {
      label: "Contact",
      sort: "email",
      cellClassName: "break-all",
      cell: (s) => (
        <>
          <div className="max-w-56 truncate text-sm" title={s.email} data-email>
            {s.email}
          </div>
          {s.phoneNumber && <div className="text-xs text-muted-foreground">{s.phoneNumber}</div>}
        </>
      ),
    },
    { label: "Enrolled Courses", cellLabel: "Courses", priority: 4, cell: (s) => <EnrolledCourses titles={s.enrolledCourses} /> },
    { label: "Progress", priority: 2, cell: (s) => <ProgressCell value={s.progress} label={`${s.name}'s progress`} /> },
    { label: "Status", cell: (s) => <StudentStatusBadge status={s.status} /> },
    { label: "Joined", sort: "createdAt", priority: 3, cellClassName: "text-sm", cell: (s) => formatDate(s.joinedAt) },
    {
      label: "Last Activity",
      cellLabel: "Last activity",
      cellClassName: "text-sm text-muted-foreground",
      cell: (s) => (
        <time dateTime={s.lastActivity ?? undefined} title={s.lastActivity ? new Date(s.lastActivity).toLocaleString() : undefined}>
          {formatLastActivity(s.lastActivity)}
        </time>
      ),
    },
  ];
}

/** The first courses as badges, then "+N" for the rest (docs/product.md §9). */
function EnrolledCourses({ titles }: { titles: string[] }) {
  return (
    <div className="flex max-w-56 flex-wrap gap-1">
      {titles.length === 0 && <span className="text-sm text-muted-foreground">None</span>}
      {titles.slice(0, MAX_COURSES_SHOWN).map((title) => (
        <Badge key={title} variant="secondary" className="max-w-44 justify-start" title={title}>
          <span className="truncate">{title}</span>
        </Badge>
      ))}
      {titles.length > MAX_COURSES_SHOWN && (
        <Badge variant="outline" title={titles.slice(MAX_COURSES_SHOWN).join(", ")}>
          +{titles.length - MAX_COURSES_SHOWN}
          <span className="sr-only"> more courses</span>
        </Badge>
      )}
    </div>
  );
}

export function StudentsTable({ query, filtered, list, permissions, selected, onSelect, onAction }: Props) {
  const onPage = list.setPage;
  if (query.isPending) return <SkeletonRows lead="size-9 rounded-full" className="space-y-3" label="Loading students" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <AlertCircle aria-hidden className="size-8 text-destructive" />
        <p className="font-medium">Could not load students</p>
        <p className="text-sm text-muted-foreground">{errorMessage(query.error, "Something went wrong. Please try again.")}</p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  }

  const { data } = query;
  const students = data.data.students;
  if (students.length === 0 && data.results > 0) {
    // The page emptied (its last learners were deleted): offer the last page that still has rows.
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">This page is empty now</p>
        <Button variant="outline" onClick={() => onPage(data.totalPages)}>
          Go to page {data.totalPages}
        </Button>
      </div>
    );
  }
  if (students.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <GraduationCap aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No students found</p>
        <p className="text-sm text-muted-foreground">{filtered ? "Try adjusting your search or filters" : "Learners appear here once they sign up or are added."}</p>
      </div>
    );
  }

  const selectable = permissions.delete;
  const columns = studentColumns(onAction);
  const selectedOnPage = students.filter((s) => selected.has(s._id)).length;
  const toggle = (rows: StudentJson[], on: boolean) => {
    const next = new Map(selected);
    for (const s of rows) {
      if (on) next.set(s._id, s);
      else next.delete(s._id);
    }
    onSelect(next);
  };
  const toggleAll = (on: boolean) => toggle(students, on);

  return (
    <div className="space-y-4">
      <DataTable aria-label="Students" aria-busy={query.isFetching} className={query.isPlaceholderData ? "opacity-60" : undefined}>
        <TableHeader>
          <TableRow>
            {selectable && <SelectAllHead className="w-8" label="Select all students on this page" selected={selectedOnPage} total={students.length} onChange={toggleAll} />}
            <ColumnHeads columns={columns} {...list.sorting} />
            <ActionsHead className="text-right" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s._id} data-state={selected.has(s._id) ? "selected" : undefined} data-student-id={s._id}>
              {selectable && <SelectCell label={`Select ${s.name}`} checked={selected.has(s._id)} onChange={(on) => toggle([s], on)} />}
              <ColumnCells columns={columns} row={s} />
              <TableCell className="text-right" data-cell="actions">
                <StudentRowActions student={s} permissions={permissions} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DataTable>

      {/* Always "students", one or many: the screen has always said so, and its tests read the count from it. */}
      <ListPagination label="Students pages" nouns={["students", "students"]} list={list} result={data} shown={students.length} />
    </div>
  );
}
