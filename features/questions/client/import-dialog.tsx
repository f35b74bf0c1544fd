"use client";

// Import: choose a file (CSV, JSON, Moodle GIFT or Moodle XML) and a default category for questions
// the file does not place in one, see a dry run that lists every question with what will be
// imported and every part that will not be, then import the valid ones in batches behind a
// progress bar. The file's bytes are decoded here (UTF-8, UTF-16 with a mark, or Windows-1252).
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Download } from "lucide-react";
import { SelectOptions } from "@/components/data-list/filter-fields";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField } from "@/components/data-list/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { decodeBytes } from "../formats/encoding";
import { formatFromFileName } from "../formats/formats";
import type { ImportReport } from "../formats/import";
import { downloadFile, useCheckImport, useCommitImport, type ImportOutcome } from "./queries";
import { IMPORT_BATCH_SIZE, MAX_IMPORT_BYTES, QUESTION_FORMAT_LABELS, QUESTION_FORMATS, type QuestionFormat } from "../schema";
import { ImportReportView } from "./import-report";

const FORMAT_OPTIONS = QUESTION_FORMATS.map((f) => ({ value: f, label: QUESTION_FORMAT_LABELS[f] }));

type Step = { name: "choose" } | { name: "report"; report: ImportReport; encoding: string } | { name: "importing"; total: number; done: number } | { name: "done"; outcome: ImportOutcome };

export function ImportDialog({ open, onOpenChange, categories }: { open: boolean; onOpenChange: (open: boolean) => void; categories: string[] }) {
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<QuestionFormat | "">("");
  const [defaultCategory, setDefaultCategory] = useState("");
  const [error, setError] = useState<string | undefined>();
  const check = useCheckImport();
  const commit = useCommitImport();
  const busy = check.isPending || step.name === "importing";

  function reset() {
    setStep({ name: "choose" });
    setFile(null);
    setFormat("");
    setDefaultCategory("");
    setError(undefined);
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function runCheck(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError("Choose a file to import");
    if (!format) return setError("Choose the file's format");
    if (file.size > MAX_IMPORT_BYTES) return setError("The file is larger than 5 MB");
    setError(undefined);
    const decoded = decodeBytes(new Uint8Array(await file.arrayBuffer()));
    if ("error" in decoded) return setError(decoded.error);
    const { text: content, encoding } = decoded;
    check.mutate(
      { format, content, defaultCategory: defaultCategory.trim() || undefined },
      {
        onSuccess: ({ data }) => setStep({ name: "report", report: data.report, encoding }),
        onError: (err) => {
          const fields = err instanceof ApiRequestError ? Object.values(err.fieldErrors).flat() : [];
          setError(fields[0] ?? errorMessage(err, "The file could not be checked. Please try again."));
        },
      },
    );
  }

  function runImport(report: ImportReport, encoding: string) {
    const questions = report.rows.flatMap((r) => (r.status === "valid" && r.question ? [r.question] : []));
    setStep({ name: "importing", total: questions.length, done: 0 });
    commit.mutate(
      { questions, batchSize: IMPORT_BATCH_SIZE, onProgress: (done) => setStep({ name: "importing", total: questions.length, done }) },
      {
        onSuccess: (outcome) => {
          setStep({ name: "done", outcome });
          toast.success(`Imported ${outcome.created} question${outcome.created === 1 ? "" : "s"}`);
        },
        onError: (err) => {
          setStep({ name: "report", report, encoding });
          toast.error("Error", { description: errorMessage(err, "The import stopped part way. Questions already imported were kept; check again to import the rest.") });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-2xl" showCloseButton={!busy}>
        <DialogHeader>
          <DialogTitle>Import questions</DialogTitle>
          <DialogDescription>
            CSV, Masterly JSON, Moodle GIFT or Moodle XML. The file is checked first; nothing is added until you confirm.
          </DialogDescription>
        </DialogHeader>

        {step.name === "choose" && (
          <form onSubmit={runCheck} noValidate className="grid gap-4">
            <FormField id="import-file" label="File" error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="file"
                  accept=".csv,.json,.txt,.gift,.xml,text/csv,application/json,text/plain,application/xml,text/xml"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0] ?? null;
                    setFile(chosen);
                    setError(undefined);
                    if (chosen) setFormat(formatFromFileName(chosen.name) ?? "");
                  }}
                />
              )}
            </FormField>
            <FormField id="import-format" label="Format">
              {(control) => (
                <Select value={format} onValueChange={(v) => setFormat(v as QuestionFormat)}>
                  <SelectTrigger {...control} className="w-full sm:w-60">
                    <SelectValue placeholder="Select format" />
                  </SelectTrigger>
                  <SelectOptions options={FORMAT_OPTIONS} />
                </Select>
              )}
            </FormField>
            <FormField id="import-default-category" label="Default category" hint={'Choose one or type a new one; a path such as "Unit 1 / Quiz" is kept whole.'}>
              {(control) => (
                <>
                  <Input {...control} list="import-category-choices" placeholder="For questions the file puts in no category" autoComplete="off" value={defaultCategory} onChange={(e) => setDefaultCategory(e.target.value)} />
                  <datalist id="import-category-choices">
                    {categories.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>CSV: one question per row, with the template&apos;s columns. The correct answer may be the option&apos;s text or its letter.</li>
              <li>
                GIFT and Moodle XML: every Moodle question type Masterly holds (multiple choice with weights, true/false, short answer, numerical,
                matching, essay, description), with feedback, categories, tags and images. Questions without a difficulty are imported as medium.
              </li>
              <li>A question already in the bank (the same question as a whole, not just its title) is reported as a duplicate and skipped.</li>
            </ul>
            <DialogFooter className="gap-2 sm:justify-between">
              <Button
                type="button"
                variant="outline"
                onClick={() => downloadFile("/questions/template").catch((e) => toast.error("Error", { description: errorMessage(e, "The template could not be downloaded.") }))}
              >
                <Download aria-hidden="true" /> Download CSV template
              </Button>
              <SubmitButton pending={check.isPending} pendingLabel="Checking...">
                Check file
              </SubmitButton>
            </DialogFooter>
          </form>
        )}

        {step.name === "report" && <ReportStep report={step.report} encoding={step.encoding} onBack={reset} onImport={() => runImport(step.report, step.encoding)} />}

        {step.name === "importing" && (
          <div className="grid gap-3" aria-live="polite">
            <Progress value={step.done} max={step.total} aria-label="Import progress" />
            <p className="text-sm text-muted-foreground">
              Imported {step.done} of {step.total} questions…
            </p>
          </div>
        )}

        {step.name === "done" && <ImportDone outcome={step.outcome} onDone={() => changeOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The dry run's report, with the way back and the import of the valid questions. */
function ReportStep({ report, encoding, onBack, onImport }: { report: ImportReport; encoding: string; onBack: () => void; onImport: () => void }) {
  return (
    <div className="grid gap-4">
      <ImportReportView report={report} encoding={encoding} />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Choose another file
        </Button>
        <Button type="button" disabled={report.valid === 0} onClick={onImport}>
          Import {report.valid} valid question{report.valid === 1 ? "" : "s"}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** The last step: how many questions were imported, and any the bank's changes made the import skip. */
function ImportDone({ outcome, onDone }: { outcome: ImportOutcome; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        {outcome.created} question{outcome.created === 1 ? "" : "s"} imported.
      </p>
      {outcome.skipped.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p>Skipped, because the bank changed since the check:</p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {outcome.skipped.map((s) => (
              <li key={s.index}>{s.reason}</li>
            ))}
          </ul>
        </div>
      )}
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
