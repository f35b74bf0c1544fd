"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Award, Ban, ChevronLeft, ChevronRight, Download, ExternalLink, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/settings/load-states";
import { certificateListQueryOptions, certificatePdfUrl } from "@/lib/queries/certificates";
import type { CertificateJson } from "@/lib/validations/certificate";
import { CertificateStatusBadge } from "./certificate-status-badge";
import { ReissueCertificateDialog, RevokeCertificateDialog } from "./certificate-action-dialogs";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Every certificate: search, download, open the public page; admins also revoke and re-issue. */
export function CertificatesAdmin({ canManage }: { canManage: boolean }) {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebounced(searchInput, 300);
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<CertificateJson | null>(null);
  const [reissuing, setReissuing] = useState<CertificateJson | null>(null);
  const query = useQuery(certificateListQueryOptions({ search, page }));
  const data = query.data;
  const certificates = data?.data.certificates ?? [];

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="max-w-md space-y-1.5">
          <Label htmlFor="certificate-search">Search</Label>
          <Input
            id="certificate-search"
            type="search"
            placeholder="Code, learner, email or course"
            value={searchInput}
            onChange={(e) => {
              setSearchInput(e.target.value);
              setPage(1);
            }}
          />
        </div>

        {query.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading certificates">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <LoadError message="The certificates could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : certificates.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
            <Award className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No certificates found</p>
            <p className="text-sm text-muted-foreground">{searchInput ? "Try adjusting your search criteria" : "Certificates appear here when learners complete a course"}</p>
          </div>
        ) : (
          <>
            <Table aria-label="Certificates" aria-busy={query.isFetching || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Learner</TableHead>
                  <TableHead>Course</TableHead>
                  <TableHead>Issued</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {certificates.map((c) => (
                  <TableRow key={c.id} className="align-top">
                    <TableCell className="font-mono text-sm">{c.code}</TableCell>
                    <TableCell className="font-medium">{c.learnerName}</TableCell>
                    <TableCell className="max-w-64 whitespace-normal">{c.courseTitle}</TableCell>
                    <TableCell>
                      <time dateTime={c.issuedAt}>{day.format(new Date(c.issuedAt))}</time>
                      {c.expiresAt && <p className="text-xs text-muted-foreground">until {day.format(new Date(c.expiresAt))}</p>}
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      <CertificateStatusBadge status={c.status} />
                      {c.revokedAt && (
                        <p className="mt-1 max-w-56 text-xs text-muted-foreground">
                          {day.format(new Date(c.revokedAt))}: {c.revokedReason}
                          {c.replacedByCode && ` (replaced by ${c.replacedByCode})`}
                        </p>
                      )}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap justify-end gap-1">
                        <Button variant="ghost" size="sm" asChild>
                          <a href={certificatePdfUrl(c.code)} download aria-label={`Download PDF of certificate ${c.code}`}>
                            <Download aria-hidden />
                            PDF
                          </a>
                        </Button>
                        <Button variant="ghost" size="sm" asChild>
                          <a href={`/certificates/${c.code}`} target="_blank" rel="noopener noreferrer" aria-label={`Verify certificate ${c.code}`}>
                            <ExternalLink aria-hidden />
                            Verify
                          </a>
                        </Button>
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
            </Table>
            {data && (
              <nav aria-label="Certificate pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="text-muted-foreground">
                  {data.results} {data.results === 1 ? "certificate" : "certificates"} · page {data.page} of {data.totalPages}
                </p>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setPage((p) => p - 1)}>
                    <ChevronLeft aria-hidden />
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={data.page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
                    Next
                    <ChevronRight aria-hidden />
                  </Button>
                </div>
              </nav>
            )}
          </>
        )}
      </CardContent>
      <RevokeCertificateDialog certificate={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
      <ReissueCertificateDialog certificate={reissuing} onOpenChange={(open) => !open && setReissuing(null)} />
    </Card>
  );
}
