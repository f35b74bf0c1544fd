"use client";

// The table of docs/product.md §2: title, description, up to 3 tags (+N), type, category, difficulty, created
// date, author, item statistics; with row selection for bulk actions and the actions the role allows.
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { ActionsHead, ColumnCells, ColumnHeads, DataTable, SelectAllHead, SelectCell, toggleIds, type Column, type Sorting } from "@/components/data-list";
import type { QuestionSort } from "../schema";
import type { Question } from "./queries";
import { textPreview } from "../formats/formats";
import { formatDate } from "@/lib/utils";
import type { QuestionStats } from "@/features/grading";
import { DifficultyBadge, TagList, TypeBadge } from "./question-badges";
import { ItemStatsCell } from "./item-stats";

type Props = {
  questions: Question[];
  /** Item statistics by question id (the list payload carries the page's). */
  itemStats?: Record<string, QuestionStats>;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** Edit and delete show by these; rows can be selected for the bulk actions when either is allowed. */
  permissions: { update: boolean; delete: boolean };
  sorting: Sorting<QuestionSort>;
  onAction: (action: QuestionAction, question: Question) => void;
};

export type QuestionAction = "preview" | "edit" | "delete";

/** The columns, headers and cells; the statistics column reads the page's item statistics. */
function questionColumns(itemStats: Props["itemStats"]): Column<QuestionSort, Question>[] {
  return [
    {
      label: "Title",
      sort: "title",
      primary: true,
      cellClassName: "min-w-40 max-w-60 font-medium whitespace-normal",
      cell: (q) => (
        <span className="line-clamp-2" title={q.title}>
          {q.title}
        </span>
      ),
    },
    {
      label: "Description",
      priority: 4,
      cellClassName: "min-w-52 max-w-72 whitespace-normal text-muted-foreground",
      cell: (q) => (
        <span className="line-clamp-2" title={textPreview(q.description, q.textFormat)}>
          {textPreview(q.description, q.textFormat)}
        </span>
      ),
    },
    { label: "Tags", priority: 3, cell: (q) => <TagList tags={q.tags} /> },
    { label: "Type", sort: "type", cell: (q) => <TypeBadge type={q.type} /> },
    { label: "Category", sort: "category", priority: 3, cell: (q) => q.category },
    { label: "Difficulty", cell: (q) => <DifficultyBadge difficulty={q.difficulty} /> },
    { label: "Created", sort: "createdAt", priority: 3, cellClassName: "tabular-nums", cell: (q) => formatDate(q.createdAt) },
    { label: "Author", priority: 4, cell: (q) => q.createdBy },
    { label: "Statistics", priority: 2, cell: (q) => <ItemStatsCell stats={itemStats?.[q._id]} /> },
  ];
}

export function QuestionsTable({ questions, itemStats, selected, onSelectedChange, permissions, sorting, onAction }: Props) {
  const { update: canUpdate, delete: canDelete } = permissions;
  const selectable = canUpdate || canDelete;
  const columns = questionColumns(itemStats);
  const selectedHere = questions.filter((q) => selected.has(q._id)).length;
  return (
    <DataTable aria-label="Questions" containerClassName="rounded-md border @max-2xl:border-0">
      <TableHeader>
        <TableRow>
          {selectable && <SelectAllHead className="w-10 pl-3" label="Select all questions on this page" selected={selectedHere} total={questions.length} onChange={(on) => onSelectedChange(toggleIds(selected, questions.map((q) => q._id), on))} />}
          <ColumnHeads columns={columns} {...sorting} />
          <ActionsHead className="text-right" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {questions.map((q) => (
          <TableRow key={q._id} data-state={selected.has(q._id) ? "selected" : undefined}>
            {selectable && <SelectCell className="pl-3" label={`Select ${q.title}`} checked={selected.has(q._id)} onChange={(on) => onSelectedChange(toggleIds(selected, [q._id], on))} />}
            <ColumnCells columns={columns} row={q} />
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
