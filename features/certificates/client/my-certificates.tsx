"use client";

import { useQuery } from "@tanstack/react-query";
import { Award, Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/data-list/load-states";
import { certificateShareUrl, myCertificatesQueryOptions } from "./queries";
import type { CertificateJson } from "../schema";
import { CertificateLink } from "./certificate-link";
import { CertificateStatusBadge } from "./certificate-status-badge";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

async function share(certificate: CertificateJson) {
  const url = certificateShareUrl(certificate, window.location.origin);
  const data = { title: `Certificate: ${certificate.courseTitle}`, text: `My certificate for ${certificate.courseTitle}`, url };
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", { description: "Anyone with the link can verify your certificate." });
  } catch {
    toast.message("Share this link", { description: url });
  }
}

/** The learner's certificates with Download and Share; hides itself until there is one (on the learner home). */
export function MyCertificates({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const query = useQuery(myCertificatesQueryOptions());
  if (hideWhenEmpty && (query.isPending || query.isError || query.data.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">My certificates</h2>
        </CardTitle>
        <CardDescription>Earned by completing a course. Anyone can verify them from the link or the QR code.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-16 w-full" role="status" aria-label="Loading your certificates" />
        ) : query.isError ? (
          <LoadError message="Your certificates could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Award className="size-4" aria-hidden />
            Complete a course to earn your first certificate.
          </p>
        ) : (
          <ul className="divide-y" aria-label="My certificates">
            {query.data.map((c) => (
              <li key={c.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">{c.courseTitle}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <CertificateStatusBadge status={c.status} />
                    <span>
                      Issued {day.format(new Date(c.issuedAt))} · <span className="font-mono">{c.code}</span>
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {/* A revoked certificate is no longer issued as a PDF. */}
                  {c.status !== "revoked" && <CertificateLink variant="outline" pdf={c.code} label="Download" aria-label={`Download the certificate for ${c.courseTitle}`} />}
                  {c.status !== "revoked" && (
                    <Button variant="outline" size="sm" onClick={() => void share(c)} aria-label={`Share the certificate for ${c.courseTitle}`}>
                      <Share2 aria-hidden />
                      Share
                    </Button>
                  )}
                  <CertificateLink variant="ghost" href={`/certificates/${c.code}?t=${c.token}`} label="View" aria-label={`View the certificate for ${c.courseTitle}`} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
