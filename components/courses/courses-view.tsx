"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, BookOpen, Plus, Trash2 } from "lucide-react";
import { useCurrentUser } from "@/components/auth/current-user";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";
import { can } from "@/lib/permissions";
import { COURSE_PAGE_SIZE as PAGE_SIZE, courseFilters, coursesQuery, type CourseDto } from "@/lib/queries/courses";
import { CourseFilters, hasFilters, NO_FILTERS, type FilterValues } from "./course-filters";
import { CourseFormDialog } from "./course-form-dialog";
import { useActionParam } from "@/components/layout/use-action-param";
import { useHydrated } from "@/components/layout/use-hydrated";
import { CourseStatsCards } from "./course-stats-cards";
import { CoursesTable } from "./courses-table";
import { DeleteDialog } from "./delete-dialog";
import { StatusDialog } from "./status-dialog";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="grid gap-3 p-4" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="aspect-video w-16" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** The Courses page: cards, filters, the table and its dialogs. `header` is the page's server-rendered h1 block. */
export function CoursesView({ header }: { header: ReactNode }) {
  const user = useCurrentUser();
  const permissions = {
    create: can(user.role, "create", "courses"),
    update: can(user.role, "update", "courses"),
    delete: can(user.role, "delete", "courses"),
  };
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [newRequested, clearNewRequest] = useActionParam("new");
  const [formOpen, setFormOpen] = useState(newRequested && permissions.create);
  const [editing, setEditing] = useState<CourseDto | null>(null);
  const [statusTarget, setStatusTarget] = useState<CourseDto | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<{ kind: "one"; course: CourseDto } | { kind: "many"; ids: string[] } | null>(null);
  const search = useDebounced(filters.search.trim(), 300);
  // The list arrives server-rendered; its controls wait for React (useHydrated).
  const hydrated = useHydrated();

  const query = useQuery(coursesQuery(courseFilters({ ...filters, search, page })));
  const data = query.data;
  const courses = data?.data.courses ?? [];
  const total = data?.results ?? 0;
  const totalPages = data?.totalPages ?? 1;

  // A page past the end (after deletes elsewhere) steps back to the last one, during render.
  if (data && !query.isPlaceholderData && page > data.totalPages) setPage(data.totalPages);

  function changeFilters(next: FilterValues) {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  }

  function goTo(next: number) {
    setPage(next);
    setSelected(new Set());
  }

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    // minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        {header}
        {permissions.create && (
          <Button onClick={openCreate} disabled={!hydrated}>
            <Plus aria-hidden />
            Create Course
          </Button>
        )}
      </div>

      <CourseStatsCards stats={data?.stats} />

      <Card className="gap-4 py-4">
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 px-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">All Courses</h2>
            {permissions.delete && selected.size > 0 && (
              <Button variant="destructive" size="sm" onClick={() => setDeleteTarget({ kind: "many", ids: [...selected] })}>
                <Trash2 aria-hidden />
                Delete selected ({selected.size})
              </Button>
            )}
          </div>
          <CourseFilters value={filters} onChange={changeFilters} />

          {query.isPending ? (
            <div role="status" aria-label="Loading courses">
              <TableSkeleton />
            </div>
          ) : query.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
              <AlertTriangle className="size-8 text-destructive" aria-hidden />
              <p className="font-medium">Courses could not be loaded</p>
              <p className="text-sm text-muted-foreground">{errorMessage(query.error, "Something went wrong. Please try again.")}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </div>
          ) : courses.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
              <BookOpen className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No courses found</p>
              {hasFilters(filters) ? (
                <p className="text-sm text-muted-foreground">Try adjusting your search or filters</p>
              ) : permissions.create ? (
                <Button variant="outline" size="sm" onClick={openCreate} className="mt-2" disabled={!hydrated}>
                  <Plus aria-hidden />
                  Create your first course
                </Button>
              ) : null}
            </div>
          ) : (
            <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={query.isFetching}>
              <CoursesTable
                courses={courses}
                permissions={permissions}
                selected={selected}
                onSelectedChange={setSelected}
                onEdit={(course) => {
                  setEditing(course);
                  setFormOpen(true);
                }}
                onChangeStatus={setStatusTarget}
                onDelete={(course) => setDeleteTarget({ kind: "one", course })}
              />
            </div>
          )}

          {total > 0 && (
            <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-muted-foreground">
                Showing {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, total)} of {total} {total === 1 ? "course" : "courses"}
              </p>
              <div className="flex items-center gap-2">
                <Button variant="outline" size="sm" disabled={!hydrated || page <= 1} onClick={() => goTo(page - 1)}>
                  Previous
                </Button>
                <span className="tabular-nums">
                  Page {page} of {totalPages}
                </span>
                <Button variant="outline" size="sm" disabled={!hydrated || page >= totalPages} onClick={() => goTo(page + 1)}>
                  Next
                </Button>
              </div>
            </nav>
          )}
        </CardContent>
      </Card>

      <CourseFormDialog
        open={formOpen}
        course={editing}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open) clearNewRequest();
        }}
      />
      <StatusDialog course={statusTarget} onOpenChange={(open) => !open && setStatusTarget(null)} />
      <DeleteDialog
        target={deleteTarget}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        onDeleted={() => setSelected(new Set())}
      />
    </div>
  );
}
