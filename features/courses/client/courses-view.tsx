"use client";

import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Plus, Trash2 } from "lucide-react";
import { DataListPagination, filterForm, LoadFailure, SkeletonRows, useListState, useResourcePermissions, type SortOrder } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api/client";
import { COURSE_PAGE_SIZE, courseFilters, courseListOptions, type CourseDto } from "./queries";
import { CourseFilters, hasFilters, type FilterValues } from "./course-filters";
import { CourseFormDialog } from "./course-form-dialog";
import { useFormDialog } from "@/components/layout/use-action-param";
import { useHydrated } from "@/components/layout/use-hydrated";
import { CourseStatsCards } from "./course-stats-cards";
import { CoursesTable } from "./courses-table";
import { DeleteDialog } from "./delete-dialog";
import { StatusDialog } from "./status-dialog";

/** The table's sortable columns, as the URL names them. */
export const COURSE_COLUMNS = ["title", "price", "createdAt"] as const;
export type CourseColumn = (typeof COURSE_COLUMNS)[number];

/** A column and direction as the API's sort names them. */
function apiSort(column: CourseColumn, order: SortOrder): string {
  if (column === "title") return order === "asc" ? "title" : "title-desc";
  if (column === "price") return order === "asc" ? "price-asc" : "price-desc";
  return order === "asc" ? "oldest" : "newest";
}

const FILTER_KEYS = ["category", "status", "level"] as const;

/** The Courses page: cards, filters, the table and its dialogs. `header` is the page's server-rendered h1 block. */
export function CoursesView({ header }: { header: ReactNode }) {
  const permissions = useResourcePermissions("courses");
  const list = useListState({ sorts: COURSE_COLUMNS, defaultSort: "createdAt", defaultOrder: "desc", firstOrder: { price: "desc" }, filters: FILTER_KEYS, defaultPageSize: COURSE_PAGE_SIZE });
  const { value: filters, change: writeFilters } = filterForm(list, FILTER_KEYS, "all");
  const page = list.page;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const form = useFormDialog<CourseDto>(permissions.create);
  const [statusTarget, setStatusTarget] = useState<CourseDto | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<{ kind: "one"; course: CourseDto } | { kind: "many"; ids: string[] } | null>(null);
  const search = list.search;
  // The list arrives server-rendered; its controls wait for React (useHydrated).
  const hydrated = useHydrated();

  const query = useQuery(courseListOptions(courseFilters({ ...filters, search, page, limit: list.pageSize, sort: apiSort(list.sort, list.order) })));
  const data = query.data;
  const courses = data?.data.courses ?? [];
  const total = data?.results ?? 0;
  const totalPages = data?.totalPages ?? 1;

  // A page past the end (after deletes elsewhere) steps back to the last one, during render.
  if (data && !query.isPlaceholderData && !data.totalCapped && data.totalPages > 0 && page > data.totalPages) list.setPage(data.totalPages);

  function changeFilters(next: FilterValues) {
    writeFilters(next);
    setSelected(new Set());
  }

  function goTo(next: number) {
    list.setPage(next);
    setSelected(new Set());
  }

  const openCreate = () => form.openFor(null);

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
              <SkeletonRows rows={5} lead="aspect-video w-16" className="grid gap-3 p-4" />
            </div>
          ) : query.isError ? (
            <LoadFailure title="Courses could not be loaded" detail={errorMessage(query.error, "Something went wrong. Please try again.")} onRetry={() => void query.refetch()} />
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
                sort={list.sort}
                order={list.order}
                onSort={(column) => {
                  list.toggleSort(column);
                  setSelected(new Set());
                }}
                onEdit={form.openFor}
                onChangeStatus={setStatusTarget}
                onDelete={(course) => setDeleteTarget({ kind: "one", course })}
              />
            </div>
          )}

          {total > 0 && (
            <DataListPagination
              label="Pagination"
              noun={total === 1 ? "course" : "courses"}
              page={page}
              totalPages={totalPages}
              total={total}
              totalCapped={data?.totalCapped}
              pageSize={list.pageSize}
              shown={courses.length}
              onPage={goTo}
              onPageSize={(size) => {
                list.setPageSize(size);
                setSelected(new Set());
              }}
              disabled={!hydrated}
            />
          )}
        </CardContent>
      </Card>

      <CourseFormDialog open={form.open} course={form.editing} onOpenChange={form.onOpenChange} />
      <StatusDialog course={statusTarget} onOpenChange={(open) => !open && setStatusTarget(null)} />
      <DeleteDialog
        target={deleteTarget}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        onDeleted={() => setSelected(new Set())}
      />
    </div>
  );
}
