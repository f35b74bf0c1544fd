"use client";

import { useQuery } from "@tanstack/react-query";
import { Download, FilterX, ScrollText } from "lucide-react";
import { DataListPagination, DataTable, SortableHead, useListState } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/settings/load-states";
import { AUDIT_PAGE_SIZE, auditExportUrl, auditListQueryOptions, type AuditFilterState } from "@/lib/queries/audit";
import { auditActionOptions } from "@/lib/validations/profile";
import { AUDIT_SORTS, type AuditEntry } from "@/lib/validations/settings";
import { AuditChanges } from "./audit-changes";

const ACTIONS = auditActionOptions();
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const FILTER_KEYS = ["type", "from", "to"] as const;

/** Who did what and when, filterable by actor, action and date, with a CSV export of the same view. The view lives in the URL. */
export function AuditLog() {
  const list = useListState({ sorts: AUDIT_SORTS, defaultSort: "createdAt", defaultOrder: "desc", filters: FILTER_KEYS, defaultPageSize: AUDIT_PAGE_SIZE });
  const filters = { type: list.filters.type || "all", from: list.filters.from, to: list.filters.to };
  const sorted = list.sort !== "createdAt" || list.order !== "desc" ? { sort: list.sort, order: list.order } : {};
  const state: AuditFilterState = { ...filters, actor: list.search, page: list.page, limit: list.pageSize, ...sorted };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useQuery({ ...auditListQueryOptions(state), enabled: !badRange });
  const filtered = list.filtered;
  const actorInput = list.searchInput;

  function update(patch: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    list.setFilters(Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === "all" ? "" : v])));
  }

  const clear = list.clear;

  const data = query.data;
  const entries = data?.data.entries ?? [];

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1 space-y-1.5">
            <Label htmlFor="audit-actor">Actor</Label>
            <Input
              id="audit-actor"
              type="search"
              placeholder="Name or email"
              value={actorInput}
              onChange={(e) => list.setSearchInput(e.target.value)}
            />
          </div>
          <div className="w-full space-y-1.5 sm:w-56">
            <Label htmlFor="audit-action">Action</Label>
            <Select value={filters.type} onValueChange={(type) => update({ type })}>
              <SelectTrigger id="audit-action" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All actions</SelectItem>
                {ACTIONS.map((a) => (
                  <SelectItem key={a.value} value={a.value}>
                    {a.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex w-full gap-3 sm:w-auto">
            <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
              <Label htmlFor="audit-from">From</Label>
              <Input id="audit-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} className="w-full sm:w-40" />
            </div>
            <div className="min-w-0 flex-1 space-y-1.5 sm:flex-none">
              <Label htmlFor="audit-to">To</Label>
              <Input
                id="audit-to"
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(e) => update({ to: e.target.value })}
                className="w-full sm:w-40"
                aria-invalid={badRange || undefined}
                aria-describedby={badRange ? "audit-range-error" : undefined}
              />
            </div>
          </div>
          <div className="flex gap-2">
            {filtered && (
              <Button variant="ghost" onClick={clear}>
                <FilterX aria-hidden />
                Clear filters
              </Button>
            )}
            <Button variant="outline" asChild>
              <a href={auditExportUrl(state)} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
          </div>
        </div>
        {badRange && (
          <p id="audit-range-error" role="alert" className="text-sm font-medium text-destructive">
            The end date must be on or after the start date
          </p>
        )}

        {badRange ? null : query.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading the audit log">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <LoadError message="The audit log could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
            <ScrollText className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No activity found</p>
            <p className="text-sm text-muted-foreground">{filtered ? "Try adjusting or clearing the filters" : "Actions will appear here as people use Masterly"}</p>
          </div>
        ) : (
          <>
            <DataTable aria-label="Audit log" aria-busy={query.isFetching || undefined}>
              <TableHeader>
                <TableRow>
                  <SortableHead column="createdAt" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                    When
                  </SortableHead>
                  <TableHead>Actor</TableHead>
                  <SortableHead column="type" sort={list.sort} order={list.order} onSort={list.toggleSort} data-priority="3">
                    Action
                  </SortableHead>
                  <TableHead>Details</TableHead>
                  <TableHead>Before → after</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((entry) => (
                  <AuditRow key={entry._id} entry={entry} />
                ))}
              </TableBody>
            </DataTable>
            {data && (
              <DataListPagination
                label="Audit log pages"
                noun={data.results === 1 ? "entry" : "entries"}
                page={data.page}
                totalPages={data.totalPages}
                total={data.results}
                pageSize={list.pageSize}
                shown={entries.length}
                onPage={list.setPage}
                onPageSize={list.setPageSize}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow className="align-top">
      <TableCell className="min-w-28 whitespace-normal text-muted-foreground" data-cell="primary">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </TableCell>
      <TableCell data-label="Actor" className="min-w-32 whitespace-normal [overflow-wrap:anywhere]">
        {entry.actor ? (
          <div>
            <p className="font-medium">{entry.actor.name}</p>
            {entry.actor.email && <p className="text-xs text-muted-foreground">{entry.actor.email}</p>}
          </div>
        ) : (
          <span className="text-muted-foreground">System</span>
        )}
      </TableCell>
      <TableCell data-label="Action" data-priority="3">
        <Badge variant="secondary">{entry.label}</Badge>
      </TableCell>
      <TableCell className="min-w-48 whitespace-normal [overflow-wrap:anywhere]" data-label="Details">
        {entry.message}
      </TableCell>
      <TableCell className="min-w-56 text-xs whitespace-normal" data-label="Before → after">
        <AuditChanges before={entry.before} after={entry.after} />
      </TableCell>
    </TableRow>
  );
}
