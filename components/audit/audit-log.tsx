"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, FilterX, ScrollText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/settings/load-states";
import { EMPTY_AUDIT_FILTERS, auditExportUrl, auditListQueryOptions, type AuditFilterState } from "@/lib/queries/audit";
import { auditActionOptions } from "@/lib/validations/profile";
import type { AuditEntry } from "@/lib/validations/settings";
import { AuditChanges } from "./audit-changes";

const ACTIONS = auditActionOptions();
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Who did what and when, filterable by actor, action and date, with a CSV export of the same view. */
export function AuditLog() {
  const [actorInput, setActorInput] = useState("");
  const actor = useDebounced(actorInput, 300);
  const [filters, setFilters] = useState<Omit<AuditFilterState, "actor">>({ type: "all", from: "", to: "", page: 1 });
  const state: AuditFilterState = { ...filters, actor };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useQuery({ ...auditListQueryOptions(state), enabled: !badRange });
  const filtered = actorInput !== "" || filters.type !== "all" || filters.from !== "" || filters.to !== "";

  function update(patch: Partial<Omit<AuditFilterState, "actor" | "page">>) {
    setFilters((f) => ({ ...f, ...patch, page: 1 }));
  }

  function clear() {
    setActorInput("");
    setFilters({ ...EMPTY_AUDIT_FILTERS });
  }

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
              onChange={(e) => {
                setActorInput(e.target.value);
                setFilters((f) => ({ ...f, page: 1 }));
              }}
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
            <Table aria-label="Audit log" aria-busy={query.isFetching || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Actor</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Details</TableHead>
                  <TableHead>Before → after</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((entry) => (
                  <AuditRow key={entry._id} entry={entry} />
                ))}
              </TableBody>
            </Table>
            {data && (
              <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="text-muted-foreground">
                  {data.results} {data.results === 1 ? "entry" : "entries"} · page {data.page} of {data.totalPages}
                </p>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
                    <ChevronLeft aria-hidden />
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={data.page >= data.totalPages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
                    Next
                    <ChevronRight aria-hidden />
                  </Button>
                </div>
              </nav>
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
      <TableCell className="text-muted-foreground">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </TableCell>
      <TableCell>
        {entry.actor ? (
          <div>
            <p className="font-medium">{entry.actor.name}</p>
            {entry.actor.email && <p className="text-xs text-muted-foreground">{entry.actor.email}</p>}
          </div>
        ) : (
          <span className="text-muted-foreground">System</span>
        )}
      </TableCell>
      <TableCell>
        <Badge variant="secondary">{entry.label}</Badge>
      </TableCell>
      <TableCell className="max-w-md min-w-64 whitespace-normal">{entry.message}</TableCell>
      <TableCell className="min-w-48 text-xs">
        <AuditChanges before={entry.before} after={entry.after} />
      </TableCell>
    </TableRow>
  );
}
