"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Award, Ban, RefreshCw } from "lucide-react";
import { ColumnHeads, DataTable, HeaderRow, ListContent, ListPagination, SearchField, useListState, usePermissions, type Column } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { CERTIFICATE_PAGE_SIZE, certificateListOptions } from "./queries";
import { CERTIFICATE_SORTS, type CertificateJson } from "../schema";
import { CertificateLink } from "./certificate-link";
import { CertificateStatusBadge } from "./certificate-status-badge";
import { ReissueCertificateDialog, RevokeCertificateDialog } from "./certificate-action-dialogs";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Every certificate: search, sort, download, open the public page; admins also revoke and re-issue. */
const COLUMN_HEADS: Column<(typeof CERTIFICATE_SORTS)[number]>[] = [
  { label: "Code", sort: "code", priority: 2 },
  { label: "Learner", sort: "learnerName" },
  { label: "Course", sort: "courseTitle" },
  { label: "Issued", sort: "issuedAt" },
  { label: "Status" },
  { label: "Actions", className: "text-right" },
];

export function CertificatesAdmin() {
  const canManage = usePermissions().can("update", "certificates");
  const list = useListState({ sorts: CERTIFICATE_SORTS, defaultSort: "issuedAt", defaultOrder: "desc", defaultPageSize: CERTIFICATE_PAGE_SIZE });
  const [revoking, setRevoking] = useState<CertificateJson | null>(null);
  const [reissuing, setReissuing] = useState<CertificateJson | null>(null);
  const sorted = list.sort !== "issuedAt" || list.order !== "desc" ? { sort: list.sort, order: list.order } : {};
  const query = useQuery(certificateListOptions({ search: list.search, page: list.page, limit: list.pageSize, ...sorted }));
  const data = query.data;
  const certificates = data?.data.certificates ?? [];
  const empty = { icon: Award, title: "No certificates found", hint: list.searchInput ? "Try adjusting your search criteria" : "Certificates appear here when learners complete a course" };

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <SearchField id="certificate-search" placeholder="Code, learner, email or course" {...list.searchField} className="max-w-md" />

        <ListContent query={query} noun="certificates" skeletonRows={5} count={certificates.length} empty={empty}>
          <DataTable aria-label="Certificates" aria-busy={query.isFetching || undefined}>
            <HeaderRow>
              <ColumnHeads columns={COLUMN_HEADS} {...list.sorting} />
            </HeaderRow>
            <TableBody>
              {certificates.map((c) => (
                <TableRow key={c.id} className="align-top">
                  <TableCell className="font-mono text-sm" data-label="Code" data-priority="2">
                    {c.code}
                  </TableCell>
                  <TableCell className="font-medium" data-cell="primary">
                    {c.learnerName}
                  </TableCell>
                  <TableCell className="max-w-64 whitespace-normal" data-label="Course">
                    {c.courseTitle}
                  </TableCell>
                  <TableCell data-label="Issued">
                    <time dateTime={c.issuedAt}>{day.format(new Date(c.issuedAt))}</time>
                    {c.expiresAt && <p className="text-xs text-muted-foreground">until {day.format(new Date(c.expiresAt))}</p>}
                  </TableCell>
                  <TableCell className="whitespace-normal" data-label="Status">
                    <CertificateStatusBadge status={c.status} />
                    {c.revokedAt && (
                      <p className="mt-1 max-w-56 text-xs text-muted-foreground">
                        {day.format(new Date(c.revokedAt))}: {c.revokedReason}
                        {c.replacedByCode && ` (replaced by ${c.replacedByCode})`}
                      </p>
                    )}
                  </TableCell>
                  <TableCell data-cell="actions">
                    <div className="flex flex-wrap justify-end gap-1">
                      {c.status !== "revoked" && <CertificateLink variant="ghost" pdf={c.code} label="PDF" aria-label={`Download PDF of certificate ${c.code}`} />}
                      <CertificateLink
                        variant="ghost"
                        href={`/certificates/${c.code}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        label="Verify"
                        aria-label={`Verify certificate ${c.code}`}
                      />
                      {canManage && c.status !== "revoked" && (
                        <>
                          <Button variant="ghost" size="sm" onClick={() => setReissuing(c)} aria-label={`Re-issue certificate ${c.code}`}>
                            <RefreshCw aria-hidden />
                            Re-issue
                          </Button>
                          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setRevoking(c)} aria-label={`Revoke certificate ${c.code}`}>
                            <Ban aria-hidden />
                            Revoke
                          </Button>
                        </>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DataTable>
          <ListPagination label="Certificate pages" nouns={["certificate", "certificates"]} list={list} result={data} shown={certificates.length} />
        </ListContent>
      </CardContent>
      <RevokeCertificateDialog certificate={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
      <ReissueCertificateDialog certificate={reissuing} onOpenChange={(open) => !open && setReissuing(null)} />
    </Card>
  );
}
