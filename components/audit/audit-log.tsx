"use client";

import { useQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { DataTable, DatedFilterBar, isBackwardsRange, ListContent, ListPagination, SortableHead, useListState } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUDIT_PAGE_SIZE, auditExportUrl, auditListOptions, type AuditFilterState } from "@/lib/queries/audit";
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
  const badRange = isBackwardsRange(filters.from, filters.to);
  const query = useQuery({ ...auditListOptions(state), enabled: !badRange });

  function update(patch: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    list.setFilters(Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === "all" ? "" : v])));
  }

  const data = query.data;
  const entries = data?.data.entries ?? [];

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <DatedFilterBar
          id="audit"
          list={list}
          search={{ id: "audit-actor", label: "Actor", placeholder: "Name or email" }}
          select={{ id: "audit-action", label: "Action", allLabel: "All actions", options: ACTIONS, value: filters.type, onChange: (type) => update({ type }), className: "sm:w-56" }}
          from={filters.from}
          to={filters.to}
          onRangeChange={update}
          exportUrl={auditExportUrl(state)}
        />

        {!badRange && (
          <ListContent
            query={query}
            loadingLabel="Loading the audit log"
            errorMessage="The audit log could not be loaded."
            count={entries.length}
            empty={{ icon: ScrollText, title: "No activity found", hint: list.filtered ? "Try adjusting or clearing the filters" : "Actions will appear here as people use Masterly" }}
          >
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
            <ListPagination label="Audit log pages" nouns={["entry", "entries"]} list={list} result={data} shown={entries.length} />
          </ListContent>
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
