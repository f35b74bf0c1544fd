"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FolderOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ColumnHeads, ConfirmDialog, DataTable, HeaderRow, ListContent, ListPagination, SearchField, useListState, useResourcePermissions, type Column } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { jobListOptions, useDeleteJob } from "./queries";
import { JobFormDialog } from "./jobs-form-dialog";
import { JOB_SORTS, type JobSort, type JobView } from "../schema";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The list's columns; the actions column shows only to those who may change a row. */
const COLUMNS: Column<JobSort>[] = [
  { label: "Name", sort: "name" },
  { label: "Description", priority: 3 },
  { label: "Created", sort: "createdAt", priority: 2 },
];

/** Every job: search, sort and pages live in the URL; create, edit and delete by permission. */
export function JobsAdmin() {
  const can = useResourcePermissions("jobs");
  const list = useListState({ sorts: JOB_SORTS, defaultSort: "createdAt", defaultOrder: "desc", firstOrder: { name: "asc" } });
  const query = useQuery(jobListOptions({ search: list.search, page: list.page, limit: list.pageSize, sort: list.sort, order: list.order }));
  const [editing, setEditing] = useState<JobView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<JobView | null>(null);
  const remove = useDeleteJob();
  const rows = query.data?.data.jobs ?? [];
  const empty = { icon: FolderOpen, title: "No jobs found", hint: list.searchInput ? "Try another search" : "Create the first one" };
  const columns = can.update || can.delete ? [...COLUMNS, { label: "Actions", className: "text-right" }] : COLUMNS;

  function open(row: JobView | null) {
    setEditing(row);
    setFormOpen(true);
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchField id="jobs-search" label="Search jobs" placeholder="Name or description" {...list.searchField} className="min-w-48 flex-1 sm:max-w-xs" />
          {can.create && (
            <Button onClick={() => open(null)}>
              <Plus aria-hidden />
              New job
            </Button>
          )}
        </div>

        <ListContent query={query} noun="jobs" skeletonRows={5} count={rows.length} empty={empty}>
          <DataTable aria-label="Jobs" aria-busy={query.isFetching || undefined}>
            <HeaderRow>
              <ColumnHeads columns={columns} {...list.sorting} />
            </HeaderRow>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} className="align-top">
                  <TableCell className="font-medium" data-cell="primary">
                    {row.name}
                  </TableCell>
                  <TableCell className="max-w-80 whitespace-normal text-muted-foreground" data-label="Description" data-priority="3">
                    {row.description}
                  </TableCell>
                  <TableCell data-label="Created" data-priority="2">
                    <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>
                  </TableCell>
                  {(can.update || can.delete) && (
                    <TableCell data-cell="actions">
                      <div className="flex justify-end gap-1">
                        {can.update && (
                          <Button variant="ghost" size="icon" onClick={() => open(row)} aria-label={`Edit ${row.name}`}>
                            <Pencil aria-hidden />
                          </Button>
                        )}
                        {can.delete && (
                          <Button variant="ghost" size="icon" onClick={() => setDeleting(row)} aria-label={`Delete ${row.name}`}>
                            <Trash2 aria-hidden />
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </DataTable>
          <ListPagination label="Job pages" nouns={["job", "jobs"]} list={list} result={query.data} shown={rows.length} />
        </ListContent>
      </CardContent>
      <JobFormDialog job={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name}?`}
        description="This cannot be undone."
        confirmLabel="Delete job"
        pendingLabel="Deleting..."
        destructive
        errorFallback="Could not delete the job. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("Job deleted");
        }}
      />
    </Card>
  );
}
