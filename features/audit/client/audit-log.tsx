"use client";

import { useQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { ColumnHeads, DatedList, HeaderRow, useDatedFilters, useListState, type Column, type DatedListText } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { AUDIT_PAGE_SIZE, auditExportUrl, auditListOptions, type AuditFilterState } from "./queries";
import { auditActionOptions } from "@/features/profile";
import { AUDIT_SORTS, type AuditEntry, type AuditSort } from "../schema";
import { AuditChanges } from "./audit-changes";

const ACTIONS = auditActionOptions();
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const FILTER_KEYS = ["type", "from", "to"] as const;

const TEXT: DatedListText = {
  id: "audit",
  noun: "audit log",
  search: { id: "audit-actor", label: "Actor", placeholder: "Name or email" },
  select: { id: "audit-action", label: "Action", allLabel: "All actions", options: ACTIONS, className: "sm:w-56" },
  empty: { icon: ScrollText, title: "No activity found", hint: "Actions will appear here as people use Masterly" },
  table: "Audit log",
  pages: { label: "Audit log pages", nouns: ["entry", "entries"] },
};

const COLUMNS: Column<AuditSort>[] = [{ label: "When", sort: "createdAt" }, { label: "Actor" }, { label: "Action", sort: "type", priority: 3 }, { label: "Details" }, { label: "Before → after" }];

/** Who did what and when, filterable by actor, action and date, with a CSV export of the same view. The view lives in the URL. */
export function AuditLog() {
  const list = useListState({ sorts: AUDIT_SORTS, defaultSort: "createdAt", defaultOrder: "desc", filters: FILTER_KEYS, defaultPageSize: AUDIT_PAGE_SIZE });
  const dated = useDatedFilters(list, "type");
  const filters = { type: dated.selected, from: dated.from, to: dated.to };
  const sorted = list.sort !== "createdAt" || list.order !== "desc" ? { sort: list.sort, order: list.order } : {};
  const state: AuditFilterState = { ...filters, actor: list.search, page: list.page, limit: list.pageSize, ...sorted };
  const query = useQuery({ ...auditListOptions(state), enabled: !dated.badRange });

  const data = query.data;
  const entries = data?.data.entries ?? [];

  return (
    <DatedList {...TEXT} list={list} dated={dated} exportUrl={auditExportUrl(state)} query={query} count={entries.length}>
      <HeaderRow>
        <ColumnHeads columns={COLUMNS} {...list.sorting} />
      </HeaderRow>
      <TableBody>
        {entries.map((entry) => (
          <AuditRow key={entry._id} entry={entry} />
        ))}
      </TableBody>
    </DatedList>
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
