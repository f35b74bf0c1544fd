// The dry run's findings: how many rows are ready, and every row that is not, with the reasons.
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ImportReport } from "@/lib/questions/import";

const SHOWN = 200;

export function ImportReportView({ report }: { report: ImportReport }) {
  const problems = report.rows.filter((r) => r.status !== "valid");
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm">
        Checked {plural(report.total, "question")}: <strong>{report.valid} ready to import</strong>, {plural(report.invalid, "row")} with errors,{" "}
        {plural(report.duplicates, "duplicate")}.
      </p>
      {problems.length > 0 && (
        <Table containerClassName="max-h-72 overflow-y-auto rounded-md border" aria-label="Rows that will not be imported">
          <TableHeader>
            <TableRow>
              <TableHead>Row</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {problems.slice(0, SHOWN).map((row) => (
              <TableRow key={`${row.row}-${row.label}`}>
                <TableCell className="align-top">{row.label}</TableCell>
                <TableCell className="max-w-48 truncate align-top" title={row.title}>
                  {row.title || <span className="text-muted-foreground">(no title)</span>}
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  <Badge variant={row.status === "duplicate" ? "warning" : "destructive"} className="mb-1">
                    {row.status === "duplicate" ? "Duplicate" : "Error"}
                  </Badge>
                  <ul className="grid gap-0.5">
                    {row.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {problems.length > SHOWN && <p className="text-sm text-muted-foreground">…and {problems.length - SHOWN} more rows with problems.</p>}
    </div>
  );
}
