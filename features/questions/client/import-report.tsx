// The dry run's findings, question by question: what will be imported (type, category, answers,
// feedback), every part that will not be and why (warnings), and every question that will not be
// imported at all (errors, duplicates).
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ImportReport, ImportRow } from "../formats/import";
import { QUESTION_TYPE_LABELS, TEXT_FORMAT_LABELS, type QuestionInput } from "../schema";

const SHOWN = 200;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Multiple choice · 4 options, 2 right (multiple answers) · feedback on 3 options · general feedback · HTML" */
export function describeQuestion(q: QuestionInput): string {
  const parts: string[] = [QUESTION_TYPE_LABELS[q.type]];
  const right = q.answers.filter((a) => a.weight > 0).length;
  if (q.type === "multiple-choice") parts.push(`${plural(q.answers.length, "option")}, ${right} right${q.multipleAnswers ? " (multiple answers)" : ""}`);
  if (q.type === "short-answer") parts.push(`${plural(q.answers.length, "accepted answer")}${q.caseSensitive ? ", case sensitive" : ""}`);
  if (q.type === "numerical") parts.push(plural(q.answers.length, "answer"));
  if (q.type === "matching") parts.push(plural(q.pairs.filter((p) => p.question).length, "pair"));
  if (q.type === "true-false") parts.push(q.correctAnswer ? `answer ${q.correctAnswer}` : "no answer set");
  if (q.answers.some((a) => a.weight !== 0 && a.weight !== 100)) parts.push("partial credit");
  const feedback = q.answers.filter((a) => a.feedback).length + (q.trueFeedback ? 1 : 0) + (q.falseFeedback ? 1 : 0);
  if (feedback) parts.push(`feedback on ${plural(feedback, "answer")}`);
  if (q.generalFeedback) parts.push("general feedback");
  if (q.textFormat !== "plain") parts.push(TEXT_FORMAT_LABELS[q.textFormat]);
  if (/\/api\/uploads\/questions\//.test(JSON.stringify(q))) parts.push("images");
  if (q.tags.length) parts.push(plural(q.tags.length, "tag"));
  return parts.join(" · ");
}

function Status({ row }: { row: ImportRow }) {
  if (row.status === "valid") return <Badge variant={row.warnings.length ? "warning" : "success"}>{row.warnings.length ? "Partly" : "Ready"}</Badge>;
  return <Badge variant={row.status === "duplicate" ? "warning" : "destructive"}>{row.status === "duplicate" ? "Duplicate" : "Error"}</Badge>;
}

export function ImportReportView({ report, encoding }: { report: ImportReport; encoding?: string }) {
  const withWarnings = report.rows.filter((r) => r.status === "valid" && r.warnings.length > 0).length;
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm">
        Checked {plural(report.total, "question")}: <strong>{report.valid} ready to import</strong>
        {withWarnings > 0 && ` (${withWarnings} without some parts, listed below)`}, {plural(report.invalid, "question")} with errors,{" "}
        {plural(report.duplicates, "duplicate")}.{encoding && encoding !== "UTF-8" && ` The file was read as ${encoding}.`}
      </p>
      <Table containerClassName="max-h-80 overflow-y-auto rounded-md border" aria-label="Import check, question by question">
        <TableHeader>
          <TableRow>
            <TableHead>Question</TableHead>
            <TableHead>What will be imported</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.rows.slice(0, SHOWN).map((row) => (
            <TableRow key={`${row.row}-${row.label}`} data-status={row.status}>
              <TableCell className="max-w-40 align-top whitespace-normal">
                <span className="block text-xs text-muted-foreground">{row.label}</span>
                <span className="block font-medium break-words">{row.title || <span className="text-muted-foreground">(no title)</span>}</span>
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <div className="flex flex-wrap items-center gap-1.5">
                  <Status row={row} />
                  {row.question && (
                    <span className="text-xs text-muted-foreground">
                      {row.question.category} · {describeQuestion(row.question)}
                    </span>
                  )}
                </div>
                {row.errors.length > 0 && (
                  <ul className="mt-1 grid gap-0.5">
                    {row.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                )}
                {row.warnings.length > 0 && (
                  <ul className="mt-1 grid gap-0.5 text-sm" aria-label={`Not imported from ${row.label}`}>
                    {row.warnings.map((w) => (
                      <li key={w}>Not imported: {w}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.rows.length > SHOWN && <p className="text-sm text-muted-foreground">…and {report.rows.length - SHOWN} more questions.</p>}
    </div>
  );
}
