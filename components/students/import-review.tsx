// The dry run's answer: what an import would do, and every refused row with its reasons.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ImportSummary } from "@/lib/validations/student";

const fmt = (n: number) => n.toLocaleString("en-US");

export function ImportReview({ summary, sendWelcome }: { summary: ImportSummary; sendWelcome: boolean }) {
  const figures: [string, number][] = [
    ["Rows checked", summary.rows],
    ["New learners", summary.created],
    ["Existing learners to update", summary.updated],
    ["Enrollments to add", summary.enrollments],
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

      {summary.issueCount > 0 ? (
        <section aria-labelledby="import-issues-heading" className="grid gap-2">
          <h3 id="import-issues-heading" className="text-sm font-semibold">
            Problems ({fmt(summary.issueCount)})
          </h3>
          <p className="text-sm text-muted-foreground">
            These rows will be skipped. Fix them in the file and import it again; rows already imported are updated, not doubled.
            {summary.issueCount > summary.issues.length ? ` The first ${fmt(summary.issues.length)} are listed.` : ""}
          </p>
          <Table aria-label="Rows with problems" containerClassName="max-h-64 overflow-y-auto rounded-md border">
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Field</TableHead>
                <TableHead>Problem</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {summary.issues.map((issue, i) => (
                <TableRow key={`${issue.line}-${i}`}>
                  <TableCell className="tabular-nums">{issue.line}</TableCell>
                  <TableCell className="max-w-48 truncate">{issue.email || "-"}</TableCell>
                  <TableCell>{issue.field}</TableCell>
                  <TableCell className="whitespace-normal">{issue.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
