// The dry run's answer: what an import would do, every change to an existing learner as
// before → after with the choice to apply or skip them (docs/product.md §2, Students), and every refused row.
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ImportSummary } from "../schema";

const fmt = (n: number) => n.toLocaleString("en-US");

export type ExistingMode = "update" | "skip";

/** The figures for existing learners under a choice; the dry run was computed as if updating. */
export function existingFigures(summary: ImportSummary, mode: ExistingMode) {
  const updated = mode === "update" ? summary.existingChanged : 0;
  const extra = summary.existingMode === "update" ? summary.existingEnrollments : 0;
  return {
    updated,
    untouched: summary.existing - updated,
    enrollments: summary.enrollments - extra + (mode === "update" ? summary.existingEnrollments : 0),
  };
}

const FIELD_LABEL = { name: "Name", courses: "Enrollments" } as const;

function ExistingChoice({ summary, mode, onChange }: { summary: ImportSummary; mode: ExistingMode; onChange: (mode: ExistingMode) => void }) {
  const n = summary.existingChanged;
  const options: { value: ExistingMode; label: string; hint: string }[] = [
    { value: "skip", label: "Leave existing learners as they are", hint: "Only new learners are added." },
    { value: "update", label: `Update ${fmt(n)} existing ${n === 1 ? "learner" : "learners"} as listed`, hint: "Names and enrollments change as shown below." },
  ];
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Existing learners in the file ({fmt(summary.existing)})</legend>
      {options.map((o) => (
        <label key={o.value} className="flex cursor-pointer items-start gap-2 text-sm">
          <input type="radio" name="import-existing" value={o.value} checked={mode === o.value} onChange={() => onChange(o.value)} className="mt-1 size-4 accent-primary" />
          <span>
            <span className="font-medium">{o.label}</span>
            <span className="block text-muted-foreground">{o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

type ReviewRow = { key: string; line: number; email: string; field: string; detail: ReactNode };

/** The file's rows that the review lists (changes, problems): line, email, field, then what about it. */
function RowsTable({ label, detailHead, rows }: { label: string; detailHead: string; rows: ReviewRow[] }) {
  return (
    <Table aria-label={label} containerClassName="max-h-64 overflow-y-auto rounded-md border">
      <TableHeader>
        <TableRow>
          <TableHead>Line</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Field</TableHead>
          <TableHead>{detailHead}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="tabular-nums">{row.line}</TableCell>
            <TableCell className="max-w-48 truncate">{row.email}</TableCell>
            <TableCell>{row.field}</TableCell>
            <TableCell className="whitespace-normal">{row.detail}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ChangesTable({ summary, mode }: { summary: ImportSummary; mode: ExistingMode }) {
  return (
    <section aria-labelledby="import-changes-heading" className="grid gap-2">
      <h3 id="import-changes-heading" className="text-sm font-semibold">
        Changes to existing learners ({fmt(summary.changeCount)}){mode === "skip" ? ": not applied" : ""}
      </h3>
      {summary.changeCount > summary.changes.length && <p className="text-sm text-muted-foreground">The first {fmt(summary.changes.length)} are listed.</p>}
      <RowsTable
        label="Changes to existing learners"
        detailHead="Before → after"
        rows={summary.changes.map((c) => ({
          key: `${c.line}-${c.field}`,
          line: c.line,
          email: c.email,
          field: FIELD_LABEL[c.field],
          detail: (
            <>
              <del className="text-muted-foreground">{c.before}</del>
              <span aria-hidden> → </span>
              <span className="sr-only"> becomes </span>
              <ins className="font-medium no-underline">{c.after}</ins>
            </>
          ),
        }))}
      />
    </section>
  );
}

export function ImportReview({
  summary,
  sendWelcome,
  existingMode = "skip",
  onExistingModeChange,
}: {
  summary: ImportSummary;
  sendWelcome: boolean;
  existingMode?: ExistingMode;
  onExistingModeChange?: (mode: ExistingMode) => void;
}) {
  const existing = existingFigures(summary, existingMode);
  const figures: [string, number][] = [
    ["Rows checked", summary.rows],
    ["New learners", summary.created],
    ["Existing learners to update", existing.updated],
    ["Existing learners left as they are", existing.untouched],
    ["Enrollments to add", existing.enrollments],
    ["Duplicates merged", summary.duplicatesMerged],
    ["Rows with errors (skipped)", summary.invalid],
    ...(sendWelcome ? ([["Welcome emails", summary.welcomeEmails]] as [string, number][]) : []),
  ];
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Import preview">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{fmt(value)}</dd>
            </div>
          ))}
        </dl>
      </div>

      {summary.existingChanged > 0 && onExistingModeChange && <ExistingChoice summary={summary} mode={existingMode} onChange={onExistingModeChange} />}
      {summary.changeCount > 0 && <ChangesTable summary={summary} mode={existingMode} />}

      {summary.issueCount > 0 ? (
        <section aria-labelledby="import-issues-heading" className="grid gap-2">
          <h3 id="import-issues-heading" className="text-sm font-semibold">
            Problems ({fmt(summary.issueCount)})
          </h3>
          <p className="text-sm text-muted-foreground">
            These rows will be skipped. Fix them in the file and import it again; rows already imported are updated, not doubled.
            {summary.issueCount > summary.issues.length ? ` The first ${fmt(summary.issues.length)} are listed.` : ""}
          </p>
          <RowsTable
            label="Rows with problems"
            detailHead="Problem"
            rows={summary.issues.map((issue, i) => ({ key: `${issue.line}-${i}`, line: issue.line, email: issue.email || "-", field: issue.field, detail: issue.message }))}
          />
        </section>
      ) : (
        <p className="text-sm text-success">Every row is valid.</p>
      )}

      {summary.warnings.length > 0 && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Merged duplicates ({fmt(summary.duplicatesMerged)})</summary>
          <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto">
            {summary.warnings.map((w) => (
              <li key={w.line}>
                Line {w.line} ({w.email}): {w.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
