"use client";

// SPEC §2's table: title, description, up to 3 tags (+N), type, category, difficulty, created
// date, author, item statistics (issue 21); with row selection for bulk actions and the actions the role allows.
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Question } from "@/lib/queries/questions";
import { textPreview } from "@/lib/questions/formats";
import { formatDate } from "@/lib/utils";
import type { QuestionStats } from "@/lib/validations/quiz";
import { DifficultyBadge, TagList, TypeBadge } from "./question-badges";
import { ItemStatsCell } from "./item-stats";

type Props = {
  questions: Question[];
  /** Issue 21: item statistics by question id (the list payload carries the page's). */
  itemStats?: Record<string, QuestionStats>;
  selected: ReadonlySet<string>;
  selectable: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onPreview: (question: Question) => void;
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
};

export function QuestionsTable({ questions, itemStats, selected, selectable, canUpdate, canDelete, onToggle, onToggleAll, onPreview, onEdit, onDelete }: Props) {
  const selectedHere = questions.filter((q) => selected.has(q._id)).length;
  const allState = selectedHere === 0 ? false : selectedHere === questions.length ? true : "indeterminate";
  return (
    <Table aria-label="Questions" containerClassName="rounded-md border">
      <TableHeader>
        <TableRow>
          {selectable && (
            <TableHead className="w-10 pl-3">
              <Checkbox checked={allState} onCheckedChange={(v) => onToggleAll(v === true)} aria-label="Select all questions on this page" />
            </TableHead>
          )}
          <TableHead>Title</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Tags</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Difficulty</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Author</TableHead>
          <TableHead>Statistics</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {questions.map((q) => (
          <TableRow key={q._id} data-state={selected.has(q._id) ? "selected" : undefined}>
            {selectable && (
              <TableCell className="pl-3">
                <Checkbox checked={selected.has(q._id)} onCheckedChange={(v) => onToggle(q._id, v === true)} aria-label={`Select ${q.title}`} />
              </TableCell>
            )}
            <TableCell className="min-w-44 max-w-60 font-medium whitespace-normal">
              <span className="line-clamp-2" title={q.title}>
                {q.title}
              </span>
            </TableCell>
            <TableCell className="min-w-52 max-w-72 whitespace-normal text-muted-foreground">
              <span className="line-clamp-2" title={textPreview(q.description, q.textFormat)}>
                {textPreview(q.description, q.textFormat)}
              </span>
            </TableCell>
            <TableCell>
              <TagList tags={q.tags} />
            </TableCell>
            <TableCell>
              <TypeBadge type={q.type} />
            </TableCell>
            <TableCell>{q.category}</TableCell>
            <TableCell>
              <DifficultyBadge difficulty={q.difficulty} />
            </TableCell>
            <TableCell className="tabular-nums">{formatDate(q.createdAt)}</TableCell>
            <TableCell>{q.createdBy}</TableCell>
            <TableCell>
              <ItemStatsCell stats={itemStats?.[q._id]} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Preview ${q.title}`} title="Preview" onClick={() => onPreview(q)}>
                  <Eye aria-hidden="true" />
                </Button>
                {canUpdate && (
                  <Button variant="ghost" size="icon" aria-label={`Edit ${q.title}`} title="Edit" onClick={() => onEdit(q)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
                {canDelete && (
                  <Button variant="ghost" size="icon" aria-label={`Delete ${q.title}`} title="Delete" className="text-destructive hover:text-destructive" onClick={() => onDelete(q)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
