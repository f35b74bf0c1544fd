"use client";

// Bulk import of learners from CSV: template, dry run with per-row problems, then the commit in
// chunks with a progress bar. Duplicates by email are merged; existing learners are changed only
// when the admin chooses to, after seeing each change as before → after (docs/product.md §2, Students).
import { useRef, useState } from "react";
import { AlertCircle, CheckCircle2, Download, FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import { importStudentsRequest, STUDENT_TEMPLATE_URL, useInvalidateStudents } from "./queries";
import type { ImportRowInput, ImportSummary } from "../schema";
import { commitChunks, parseStudentCsv } from "./import-csv";
import { existingFigures, ImportReview, type ExistingMode } from "./import-review";

type Step =
  | { kind: "choose"; error?: string; busy?: "reading" | "checking" }
  | { kind: "review"; rows: ImportRowInput[]; summary: ImportSummary }
  | { kind: "importing"; done: number; total: number; totals: Totals }
  | { kind: "finished"; totals: Totals; error?: string };

type Totals = { created: number; updated: number; enrollments: number; welcomeEmails: number; skipped: number };

const fmt = (n: number) => n.toLocaleString("en-US");

export function ImportStudentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [enroll, setEnroll] = useState(true);
  const [sendWelcome, setSendWelcome] = useState(false);
  const [existing, setExisting] = useState<ExistingMode>("skip");
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const invalidate = useInvalidateStudents();
  const busy = step.kind === "importing" || (step.kind === "choose" && Boolean(step.busy));
  const importCount = step.kind === "review" ? step.summary.created + existingFigures(step.summary, existing).updated : 0;

  const reset = () => {
    abortRef.current?.abort();
    setStep({ kind: "choose" });
    setExisting("skip");
  };

  const check = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) return setStep({ kind: "choose", error: "Choose a CSV file first." });
    setStep({ kind: "choose", busy: "reading" });
    const parsed = await parseStudentCsv(file);
    if ("error" in parsed) return setStep({ kind: "choose", error: parsed.error });
    setStep({ kind: "choose", busy: "checking" });
    try {
      // Checked as if updating, so the review can list every change; the commit sends the choice.
      const summary = await importStudentsRequest({ rows: parsed.rows, dryRun: true, enroll, sendWelcome, existing: "update" });
      setStep({ kind: "review", rows: parsed.rows, summary });
    } catch (error) {
      setStep({ kind: "choose", error: errorMessage(error, "The file could not be checked. Please try again.") });
    }
  };

  const commit = async (rows: ImportRowInput[], summary: ImportSummary) => {
    const chunks = commitChunks(rows, summary.invalidLines);
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const totals: Totals = { created: 0, updated: 0, enrollments: 0, welcomeEmails: 0, skipped: summary.invalid };
    const controller = new AbortController();
    abortRef.current = controller;
    const importId = `csv-${Date.now().toString(36)}`;
    let done = 0;
    setStep({ kind: "importing", done, total, totals: { ...totals } });
    try {
      for (const chunk of chunks) {
        if (controller.signal.aborted) break;
        const result = await importStudentsRequest({ rows: chunk, dryRun: false, enroll, sendWelcome, existing, importId }, controller.signal);
        totals.created += result.created;
        totals.updated += result.updated;
        totals.enrollments += result.enrollments;
        totals.welcomeEmails += result.welcomeEmails;
        totals.skipped += result.invalid;
        done += chunk.length;
        setStep({ kind: "importing", done, total, totals: { ...totals } });
      }
      setStep({ kind: "finished", totals, error: controller.signal.aborted ? `Stopped after ${fmt(done)} of ${fmt(total)} rows.` : undefined });
    } catch (error) {
      const stopped = controller.signal.aborted;
      setStep({ kind: "finished", totals, error: stopped ? `Stopped after ${fmt(done)} of ${fmt(total)} rows.` : `${errorMessage(error, "The import failed.")} ${fmt(done)} of ${fmt(total)} rows were imported.` });
    } finally {
      abortRef.current = null;
      void invalidate();
    }
  };

  const onOpenChange = (next: boolean) => {
    if (next || step.kind === "importing") return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import students</DialogTitle>
          <DialogDescription>Add or update learners from a CSV file with name, email and optional courses columns.</DialogDescription>
        </DialogHeader>

        {step.kind === "choose" && (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
              <span className="flex items-center gap-2">
                <FileSpreadsheet aria-hidden className="size-4" />
                Separate several courses with ; or | and use the exact course titles.
              </span>
              <Button variant="outline" size="sm" asChild>
                <a href={STUDENT_TEMPLATE_URL} download>
                  <Download aria-hidden />
                  Download template
                </a>
              </Button>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="import-file">CSV file</Label>
              <Input id="import-file" ref={fileRef} type="file" accept=".csv,text/csv" disabled={busy} aria-describedby={step.error ? "import-error" : undefined} />
            </div>
            <div className="flex items-start gap-2">
              <Checkbox id="import-enroll" checked={enroll} onCheckedChange={(v) => setEnroll(v === true)} disabled={busy} />
              <Label htmlFor="import-enroll" className="leading-snug font-normal">
                Enroll learners in the courses listed in the file
              </Label>
            </div>
            <div className="flex items-start gap-2">
              <Checkbox id="import-welcome" checked={sendWelcome} onCheckedChange={(v) => setSendWelcome(v === true)} disabled={busy} />
              <Label htmlFor="import-welcome" className="leading-snug font-normal">
                Send new learners a welcome email with a link to set their password
              </Label>
            </div>
            {step.error && (
              <p id="import-error" role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
                <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {step.error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="button" onClick={check} disabled={busy}>
                {step.busy ? <Spinner label={step.busy === "reading" ? "Reading the file" : "Checking rows"} /> : null}
                {step.busy === "reading" ? "Reading file..." : step.busy === "checking" ? "Checking rows..." : "Check file"}
              </Button>
            </DialogFooter>
          </div>
        )}

        {step.kind === "review" && (
          <div className="grid gap-4">
            <ImportReview summary={step.summary} sendWelcome={sendWelcome} existingMode={existing} onExistingModeChange={setExisting} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button type="button" onClick={() => commit(step.rows, step.summary)} disabled={importCount === 0}>
                Import {fmt(importCount)} {importCount === 1 ? "learner" : "learners"}
              </Button>
            </DialogFooter>
          </div>
        )}

        {step.kind === "importing" && (
          <div className="grid gap-4">
            <p className="text-sm font-medium" aria-live="polite">
              Importing... {fmt(step.done)} of {fmt(step.total)} learners
            </p>
            <Progress value={step.total ? Math.round((step.done / step.total) * 100) : 0} aria-label="Import progress" className="h-3" />
            <p className="text-sm text-muted-foreground">Keep this window open until the import finishes.</p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => abortRef.current?.abort()}>
                Stop import
              </Button>
            </DialogFooter>
          </div>
        )}

        {step.kind === "finished" && (
          <div className="grid gap-4">
            <div role="status" className="flex items-start gap-3 rounded-md border p-4">
              {step.error ? <AlertCircle aria-hidden className="mt-0.5 size-5 text-destructive" /> : <CheckCircle2 aria-hidden className="mt-0.5 size-5 text-success" />}
              <div className="space-y-1 text-sm">
                <p className="font-medium">{step.error ? "Import stopped" : "Import complete"}</p>
                {step.error && <p>{step.error}</p>}
                <p>
                  {fmt(step.totals.created)} added, {fmt(step.totals.updated)} updated, {fmt(step.totals.enrollments)} enrollments
                  {sendWelcome ? `, ${fmt(step.totals.welcomeEmails)} welcome emails sent` : ""}. {fmt(step.totals.skipped)} rows skipped.
                </p>
              </div>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                Import another file
              </Button>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
