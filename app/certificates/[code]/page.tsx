// Public certificate verification: server-rendered, no sign-in. States the certificate's status
// now (valid, revoked with the date, or expired) in words and colour, and, when the link carries
// the signed token (?t=), whether its signature checks out against our published keys.
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AlertTriangle, BadgeCheck, Ban, Clock, ExternalLink, ShieldCheck, ShieldX } from "lucide-react";
import { CopyLinkButton } from "@/features/certificates/client";
import { Button } from "@/components/ui/button";
import { isDomainError } from "@/lib/errors/domain";
import { clientIp } from "@/lib/api/handler";
import { verificationUrl } from "@/features/certificates";
import { linkedInAddUrl } from "@/features/certificates";
import { certificateStatus, checkCertificateToken, findCertificateByCode, formatCertificateDate, publicRevocationReason } from "@/features/certificates/server";
import { getSettings } from "@/lib/settings/store";
import { getEnv } from "@/lib/env";
import { consumeRateLimit } from "@/lib/rate-limit";
import { cn } from "@/lib/utils";
import { certificateCodeSchema } from "@/features/certificates";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ code: string }>; searchParams: Promise<{ t?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  return { title: `Certificate ${code.toUpperCase().slice(0, 20)}`, robots: { index: false, follow: false } };
}

const STATUS_STYLE = {
  valid: { icon: BadgeCheck, box: "border-success bg-success/10", badge: "bg-success text-success-foreground", word: "Valid" },
  revoked: { icon: Ban, box: "border-destructive bg-destructive/10", badge: "bg-destructive text-destructive-foreground", word: "Revoked" },
  expired: { icon: Clock, box: "border-warning bg-warning/10", badge: "bg-warning text-warning-foreground", word: "Expired" },
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export default async function CertificatePage({ params, searchParams }: Props) {
  const { code: rawCode } = await params;
  const { t } = await searchParams;
  const parsed = certificateCodeSchema.safeParse(rawCode);
  if (!parsed.success) notFound();

  try {
    await consumeRateLimit("certificate", clientIp(new Request("http://local/", { headers: await headers() })));
  } catch (error) {
    if (!isDomainError(error, "TOO_MANY_REQUESTS")) throw error;
    return (
      <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6">
        <h1 className="text-2xl font-semibold">Too many lookups</h1>
        <p className="text-muted-foreground">{error.message}</p>
      </main>
    );
  }

  const certificate = await findCertificateByCode(parsed.data);
  if (!certificate) notFound();
  const general = await getSettings("general");
  const tz = general.timezone;
  const status = certificateStatus(certificate);
  const style = STATUS_STYLE[status];
  const StatusIcon = style.icon;
  const pageUrl = verificationUrl(getEnv().APP_URL, certificate.code);
  const token = typeof t === "string" ? t : undefined;
  const check = token ? checkCertificateToken(token) : null;
  const matches =
    check?.valid &&
    check.claims.code === certificate.code &&
    check.claims.learnerName === certificate.learnerName &&
    check.claims.courseTitle === certificate.courseTitle &&
    check.claims.issuedAt === certificate.issuedAt.toISOString();

  const statement =
    status === "valid"
      ? `This certificate is valid.`
      : status === "revoked"
        ? `This certificate was revoked on ${formatCertificateDate(certificate.revokedAt ?? certificate.issuedAt, tz)}.`
        : `This certificate expired on ${formatCertificateDate(certificate.expiresAt ?? certificate.issuedAt, tz)}.`;

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex items-center justify-between gap-4">
        <Link href="/" className="text-lg font-bold text-primary">
          {general.siteName}
        </Link>
        <span className="text-sm text-muted-foreground">Certificate verification</span>
      </header>

      <section aria-labelledby="status-heading" className={cn("rounded-xl border-2 p-5 sm:p-6", style.box)}>
        <div className="flex flex-wrap items-center gap-3">
          <StatusIcon className="size-8 shrink-0" aria-hidden />
          <h1 id="status-heading" className="text-2xl font-bold tracking-tight">
            {statement}
          </h1>
          <span className={cn("rounded-md px-2.5 py-1 text-sm font-semibold", style.badge)} data-testid="certificate-status">
            {style.word}
          </span>
        </div>
        {status === "revoked" && publicRevocationReason(certificate) && !certificate.replacedBy && (
          <p className="mt-3" data-testid="revocation-reason">
            Reason: {publicRevocationReason(certificate)}.
          </p>
        )}
        {status === "revoked" && certificate.replacedBy && (
          <p className="mt-3">
            It was replaced by a corrected certificate:{" "}
            <Link className="font-medium underline underline-offset-4" href={`/certificates/${certificate.replacedBy.code}`}>
              {certificate.replacedBy.code}
            </Link>
            .
          </p>
        )}
      </section>

      <dl className="space-y-4 rounded-xl border bg-card p-5 sm:p-6">
        <Row label="Learner">{certificate.learnerName}</Row>
        <Row label="Course">{certificate.courseTitle}</Row>
        <Row label="Issued on">{formatCertificateDate(certificate.issuedAt, tz)}</Row>
        {certificate.expiresAt && <Row label={status === "expired" ? "Expired on" : "Valid until"}>{formatCertificateDate(certificate.expiresAt, tz)}</Row>}
        <Row label="Certificate code">
          <span className="font-mono">{certificate.code}</span>
        </Row>
        <Row label="Issued by">{general.siteName}</Row>
      </dl>

      {check && (
        <section
          aria-labelledby="signature-heading"
          className={cn("flex gap-3 rounded-xl border p-4", matches ? "border-success bg-success/10" : "border-destructive bg-destructive/10")}
          data-testid="signature-check"
        >
          {matches ? <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden /> : <ShieldX className="mt-0.5 size-5 shrink-0" aria-hidden />}
          <div className="space-y-1">
            <h2 id="signature-heading" className="font-semibold">
              {matches ? "Digital signature verified" : "Digital signature NOT verified"}
            </h2>
            <p className="text-sm">
              {matches
                ? `The link's token is signed by ${general.siteName} (Ed25519 key ${check.valid ? check.kid : ""}) and states exactly what is shown above.`
                : check.valid
                  ? "The token is signed by us but does not match this certificate. Do not trust the details it claims."
                  : `${check.reason}. Do not trust what the link claims; the details above come from our records.`}
            </p>
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        <CopyLinkButton url={token ? `${pageUrl}?t=${token}` : pageUrl} />
        {status === "valid" && (
          <Button asChild variant="outline">
            <a
              href={linkedInAddUrl({ courseTitle: certificate.courseTitle, organizationName: general.siteName, issuedAt: certificate.issuedAt.toISOString(), expiresAt: certificate.expiresAt?.toISOString() ?? null, certUrl: pageUrl, code: certificate.code })}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden />
              Add to LinkedIn
            </a>
          </Button>
        )}
      </div>

      <aside className="flex gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          This page shows the certificate&apos;s status right now. The QR code on the certificate carries a signed token (a JWS, EdDSA) that anyone can also check
          offline against our public keys at{" "}
          <a className="underline underline-offset-4" href="/.well-known/masterly-certificates.json">
            /.well-known/masterly-certificates.json
          </a>
          ; an offline check cannot see a later revocation.
        </p>
      </aside>
    </main>
  );
}
