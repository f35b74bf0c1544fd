"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api/client";
import { useReissueCertificate, useRevokeCertificate } from "@/lib/queries/certificates";
import { reissueCertificateSchema, revokeCertificateSchema, type CertificateJson } from "@/lib/validations/certificate";

type Props = { certificate: CertificateJson | null; onOpenChange: (open: boolean) => void };

function firstError(error: unknown, field: string): string {
  if (error instanceof ApiRequestError) return error.fieldErrors[field]?.[0] ?? error.message;
  return "Something went wrong. Please try again.";
}

/** Revoke with a reason; the reason is required and audit-logged. */
export function RevokeCertificateDialog({ certificate, onOpenChange }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeCertificate();
  function close(open: boolean) {
    if (!open) {
      setReason("");
      setError(null);
    }
    onOpenChange(open);
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!certificate) return;
    const parsed = revokeCertificateSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please give a reason");
    revoke.mutate(
      { id: certificate.id, reason: parsed.data.reason },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          close(false);
        },
        onError: (e) => setError(firstError(e, "reason")),
      },
    );
  }
  return (
    <Dialog open={certificate !== null} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Revoke certificate {certificate?.code}?</DialogTitle>
            <DialogDescription>
              {certificate?.learnerName}&apos;s certificate for {certificate?.courseTitle} will show as revoked on its verification page at once. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="revoke-reason">Reason</Label>
            <Textarea
              id="revoke-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "revoke-reason-error" : undefined}
              placeholder="Why is this certificate no longer valid?"
            />
            {error && (
              <p id="revoke-reason-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending ? "Revoking..." : "Revoke certificate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Re-issue after a name correction: the old certificate is revoked and points to the new one. */
export function ReissueCertificateDialog({ certificate, onOpenChange }: Props) {
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reissue = useReissueCertificate();
  const value = name ?? certificate?.learnerName ?? "";
  function close(open: boolean) {
    if (!open) {
      setName(null);
      setError(null);
    }
    onOpenChange(open);
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!certificate) return;
    const parsed = reissueCertificateSchema.safeParse({ learnerName: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the name");
    reissue.mutate(
      { id: certificate.id, learnerName: parsed.data.learnerName },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          close(false);
        },
        onError: (e) => setError(firstError(e, "learnerName")),
      },
    );
  }
  return (
    <Dialog open={certificate !== null} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Re-issue certificate {certificate?.code}</DialogTitle>
            <DialogDescription>
              A new certificate with a new code replaces this one, which is revoked and points to the new one. The learner is emailed the new link.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="reissue-name">Name on the certificate</Label>
            <Input
              id="reissue-name"
              value={value}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "reissue-name-error" : undefined}
            />
            {error && (
              <p id="reissue-name-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={reissue.isPending}>
              {reissue.isPending ? "Re-issuing..." : "Re-issue"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
