"use client";

// Revoke and re-issue: each a confirmation with one field that the shared schema checks first, and
// whose error (the schema's or the server's) shows under the field while the dialog stays open.
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/data-list";
import { FieldError, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api/client";
import { useReissueCertificate, useRevokeCertificate } from "./queries";
import { reissueCertificateSchema, revokeCertificateSchema, type CertificateJson } from "../schema";

type Props = { certificate: CertificateJson | null; onOpenChange: (open: boolean) => void };

/** What the confirmation says (passed to it as given). */
type DialogText = Pick<ConfirmDialogProps, "title" | "description" | "confirmLabel" | "pendingLabel" | "destructive">;

type FieldDialogProps<S extends z.ZodType> = Props & DialogText & {
  /** The one field: its body key, the schema that checks it, and how it is drawn. */
  field: { name: string; id: string; label: string; schema: S; initial: string; multiline?: boolean; placeholder?: string };
  submit: (certificate: CertificateJson, body: z.output<S>) => Promise<{ message: string }>;
};

function CertificateFieldDialog<S extends z.ZodType>({ certificate, onOpenChange, field, submit, ...text }: FieldDialogProps<S>) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const shown = value ?? field.initial;

  function change(open: boolean) {
    if (!open) {
      setValue(null);
      setError(undefined);
    }
    onOpenChange(open);
  }

  async function confirm() {
    if (!certificate) return false;
    const parsed = field.schema.safeParse({ [field.name]: shown });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    setError(undefined);
    try {
      toast.success((await submit(certificate, parsed.data)).message);
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) throw caught;
      setError(caught.fieldErrors[field.name]?.[0] ?? caught.message);
      return false;
    }
  }

  const Control = field.multiline ? Textarea : Input;
  return (
    <ConfirmDialog {...text} open={certificate !== null} onOpenChange={change} onConfirm={confirm}>
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>{field.label}</Label>
        <Control id={field.id} value={shown} onChange={(e) => setValue(e.target.value)} placeholder={field.placeholder} {...fieldErrorProps(field.id, error)} />
        <FieldError id={`${field.id}-error`} message={error} />
      </div>
    </ConfirmDialog>
  );
}

/** Revoke with a reason; the reason is required and audit-logged. */
export function RevokeCertificateDialog(props: Props) {
  const revoke = useRevokeCertificate();
  const { certificate } = props;
  return (
    <CertificateFieldDialog
      {...props}
      title={`Revoke certificate ${certificate?.code}?`}
      description={`${certificate?.learnerName}'s certificate for ${certificate?.courseTitle} will show as revoked on its verification page at once; the reason stays in the dashboard and the audit log. This cannot be undone.`}
      confirmLabel="Revoke certificate"
      pendingLabel="Revoking..."
      destructive
      field={{ name: "reason", id: "revoke-reason", label: "Reason", schema: revokeCertificateSchema, initial: "", multiline: true, placeholder: "Why is this certificate no longer valid?" }}
      submit={(c, body) => revoke.mutateAsync({ id: c.id, reason: body.reason })}
    />
  );
}

/** Re-issue after a name correction: the old certificate is revoked and points to the new one. */
export function ReissueCertificateDialog(props: Props) {
  const reissue = useReissueCertificate();
  const { certificate } = props;
  return (
    <CertificateFieldDialog
      {...props}
      title={`Re-issue certificate ${certificate?.code}`}
      description="A new certificate with a new code replaces this one, which is revoked and points to the new one. The learner is emailed the new link."
      confirmLabel="Re-issue"
      pendingLabel="Re-issuing..."
      field={{ name: "learnerName", id: "reissue-name", label: "Name on the certificate", schema: reissueCertificateSchema, initial: certificate?.learnerName ?? "" }}
      submit={(c, body) => reissue.mutateAsync({ id: c.id, learnerName: body.learnerName })}
    />
  );
}
