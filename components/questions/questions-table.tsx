"use client";

// SPEC §2's table: title, description, up to 3 tags (+N), type, category, difficulty, created
// date, author, item statistics (issue 21); with row selection for bulk actions and the actions the role allows.
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { ActionsHead, ColumnHeads, DataTable, SelectAllHead, SelectCell, toggleIds, type Column, type Sorting } from "@/components/data-list";
import type { QuestionSort } from "@/lib/validations/question";
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
  onSelectedChange: (next: Set<string>) => void;
  /** Edit and delete show by these; rows can be selected for the bulk actions when either is allowed. */
  permissions: { update: boolean; delete: boolean };
  sorting: Sorting<QuestionSort>;
  onAction: (action: QuestionAction, question: Question) => void;
};

export type QuestionAction = "preview" | "edit" | "delete";

const COLUMN_HEADS: Column<QuestionSort>[] = [
  { label: "Title", sort: "title" },
  { label: "Description", priority: 4 },
  { label: "Tags", priority: 3 },
  { label: "Type", sort: "type" },
  { label: "Category", sort: "category", priority: 3 },
  { label: "Difficulty" },
  { label: "Created", sort: "createdAt", priority: 3 },
  { label: "Author", priority: 4 },
  { label: "Statistics", priority: 2 },
];

export function QuestionsTable({ questions, itemStats, selected, onSelectedChange, permissions, sorting, onAction }: Props) {
  const { update: canUpdate, delete: canDelete } = permissions;
  const selectable = canUpdate || canDelete;
  const selectedHere = questions.filter((q) => selected.has(q._id)).length;
  return (
    <DataTable aria-label="Questions" containerClassName="rounded-md border @max-2xl:border-0">
      <TableHeader>
        <TableRow>
          {selectable && <SelectAllHead className="w-10 pl-3" label="Select all questions on this page" selected={selectedHere} total={questions.length} onChange={(on) => onSelectedChange(toggleIds(selected, questions.map((q) => q._id), on))} />}
          <ColumnHeads columns={COLUMN_HEADS} {...sorting} />
          <ActionsHead className="text-right" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {questions.map((q) => (
          <TableRow key={q._id} data-state={selected.has(q._id) ? "selected" : undefined}>
            {selectable && <SelectCell className="pl-3" label={`Select ${q.title}`} checked={selected.has(q._id)} onChange={(on) => onSelectedChange(toggleIds(selected, [q._id], on))} />}
            <TableCell className="min-w-40 max-w-60 font-medium whitespace-normal" data-cell="primary">
              <span className="line-clamp-2" title={q.title}>
                {q.title}
              </span>
            </TableCell>
            <TableCell className="min-w-52 max-w-72 whitespace-normal text-muted-foreground" data-label="Description" data-priority="4">
              <span className="line-clamp-2" title={textPreview(q.description, q.textFormat)}>
                {textPreview(q.description, q.textFormat)}
              </span>
            </TableCell>
            <TableCell data-label="Tags" data-priority="3">
              <TagList tags={q.tags} />
            </TableCell>
            <TableCell data-label="Type">
              <TypeBadge type={q.type} />
            </TableCell>
            <TableCell data-label="Category" data-priority="3">
              {q.category}
            </TableCell>
            <TableCell data-label="Difficulty">
              <DifficultyBadge difficulty={q.difficulty} />
            </TableCell>
            <TableCell className="tabular-nums" data-label="Created" data-priority="3">
              {formatDate(q.createdAt)}
            </TableCell>
            <TableCell data-label="Author" data-priority="4">
              {q.createdBy}
            </TableCell>
            <TableCell data-label="Statistics" data-priority="2">
              <ItemStatsCell stats={itemStats?.[q._id]} />
            </TableCell>
            <TableCell data-cell="actions">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Preview ${q.title}`} title="Preview" onClick={() => onAction("preview", q)}>
                  <Eye aria-hidden="true" />
                </Button>
                {canUpdate && (
                  <Button variant="ghost" size="icon" aria-label={`Edit ${q.title}`} title="Edit" onClick={() => onAction("edit", q)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
                {canDelete && (
                  <Button variant="ghost" size="icon" aria-label={`Delete ${q.title}`} title="Delete" className="text-destructive hover:text-destructive" onClick={() => onAction("delete", q)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DataTable>
  );
}
