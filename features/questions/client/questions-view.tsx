"use client";

// The question bank screen: counts, search and filters, the server-paged table, and the dialogs
// (add/edit, preview, delete, import, bulk tags). Buttons show only for roles that may use them;
// the API checks again.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { DataListPagination, filterForm, useListState, useResourcePermissions } from "@/components/data-list";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { Download, FileUp, Plus, Tags, Trash2, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/api/client";
import { DEFAULT_QUESTION_LIST_PARAMS, downloadFile, questionListOptions, type Question } from "./queries";
import { QUESTION_CATEGORIES } from "@/lib/validation/common";
import { QUESTION_FORMAT_LABELS, QUESTION_FORMATS, QUESTION_SORTS, type QuestionFormat } from "../schema";
import { BulkTagsDialog } from "./bulk-tags-dialog";
import { BulkDeleteDialog, DeleteQuestionDialog } from "./delete-question-dialog";
import { ImportDialog } from "./import-dialog";
import { QuestionFormDialog } from "./question-form-dialog";
import { useFormDialog } from "@/components/layout/use-action-param";
import { QuestionStats } from "./question-stats";
import { QuestionsListState } from "./questions-list-state";
import { QuestionsTable } from "./questions-table";
import { QuestionsToolbar, type QuestionFilterState } from "./questions-toolbar";

// The preview renders HTML and Markdown (a parser and a sanitizer): loaded after the page, not with it.
const QuestionPreviewDialog = dynamic(() => import("./question-preview-dialog").then((m) => m.QuestionPreviewDialog), { ssr: false });

const FILTER_KEYS = ["difficulty", "category", "type"] as const;

/** `heading` is the page's server-rendered title block; the actions sit beside it. */
export function QuestionsView({ heading }: { heading: ReactNode }) {
  const permissions = useResourcePermissions("questions");
  const canCreate = permissions.create;
  const canUpdate = permissions.update;
  const canDelete = permissions.delete;

  // Search, filters, sort, page and page size live in the URL.
  const list = useListState({ sorts: QUESTION_SORTS, defaultSort: "createdAt", defaultOrder: "desc", filters: FILTER_KEYS, defaultPageSize: DEFAULT_QUESTION_LIST_PARAMS.limit });
  const { value: filters, change: writeFilters } = filterForm(list, FILTER_KEYS, "All");
  const page = list.page;
  const setPage = list.setPage;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const form = useFormDialog<Question>(canCreate);
  const [preview, setPreview] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);
  const [tagMode, setTagMode] = useState<"add" | "remove" | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  // Marks the screen as interactive once React has hydrated it (the table itself arrives server-rendered).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-hydrated", "true"), []);

  const search = list.search;
  // The default order adds nothing to the key, so the server-rendered first page is reused.
  const sorted = list.sort !== "createdAt" || list.order !== "desc" ? { sort: list.sort, order: list.order } : {};
  const params = { page, limit: list.pageSize, search, difficulty: filters.difficulty, category: filters.category, type: filters.type, ...sorted };
  const query = useQuery(questionListOptions(params));
  const questions = query.data?.data.questions ?? [];
  const categories = query.data?.categories ?? [...QUESTION_CATEGORIES];
  const filtered = list.filtered;

  // A delete (here or elsewhere) can leave us past the last page: step back during render.
  const totalPages = query.data?.totalPages;
  if (totalPages && !query.isPlaceholderData && !query.data?.totalCapped && page > totalPages) setPage(totalPages);

  function changeFilters(next: QuestionFilterState) {
    writeFilters(next);
    setSelected(new Set());
  }

  function exportAs(format: QuestionFormat) {
    // The export holds every question the current filters select, not just this page.
    const { difficulty, category, type } = params;
    downloadFile("/questions/export", { format, search: search || undefined, difficulty, category, type }).catch((error) =>
      toast.error("Error", { description: errorMessage(error, "The export failed. Please try again.") }),
    );
  }

  const openForm = form.openFor;

  const ids = [...selected];
  // The list can change under an open preview (a search landing, a refetch): follow the question by id.
  const previewIndex = preview ? questions.findIndex((q) => q._id === preview._id) : -1;

  return (
    <div ref={root} className="space-y-6" data-testid="questions-view">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {heading}
        <div className="flex flex-wrap gap-2">
        {canCreate && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" /> Add Question
          </Button>
        )}
        {canCreate && (
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <FileUp aria-hidden="true" /> Import
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <Download aria-hidden="true" /> Export
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {QUESTION_FORMATS.map((format) => (
              <DropdownMenuItem key={format} onSelect={() => exportAs(format)}>
                {QUESTION_FORMAT_LABELS[format]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        </div>
      </div>

      <QuestionStats data={query.data} />

      <Card className="gap-4">
        <CardHeader className="gap-3">
          <h2 className="font-semibold">Question bank</h2>
          <QuestionsToolbar filters={filters} categories={categories} onChange={changeFilters} />
        </CardHeader>
        <CardContent>
          {ids.length > 0 && (canUpdate || canDelete) && (
            <div role="region" aria-label="Bulk actions" className="mb-3 flex flex-wrap items-center gap-2 rounded-md border bg-muted px-3 py-2 text-sm">
              <span className="font-medium">{ids.length} selected</span>
              {canUpdate && (
                <>
                  <Button size="sm" variant="outline" onClick={() => setTagMode("add")}>
                    <Tags aria-hidden="true" /> Add tags
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setTagMode("remove")}>
                    <Tags aria-hidden="true" /> Remove tags
                  </Button>
                </>
              )}
              {canDelete && (
                <Button size="sm" variant="destructive" onClick={() => setBulkDeleteOpen(true)}>
                  <Trash2 aria-hidden="true" /> Delete selected
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                <X aria-hidden="true" /> Clear selection
              </Button>
            </div>
          )}

          {questions.length > 0 ? (
            <QuestionsTable
              questions={questions}
              itemStats={query.data?.itemStats}
              selected={selected}
              onSelectedChange={setSelected}
              permissions={permissions}
              sorting={list.sorting}
              onAction={(action, question) => (action === "preview" ? setPreview(question) : action === "edit" ? openForm(question) : setDeleting(question))}
            />
          ) : (
            <QuestionsListState
              state={query.isPending ? "loading" : query.isError ? "error" : "empty"}
              filtered={filtered}
              error={query.isError ? errorMessage(query.error, "The questions could not be loaded.") : undefined}
              onRetry={() => void query.refetch()}
              onAdd={canCreate ? () => openForm(null) : undefined}
            />
          )}
          {query.isError && questions.length > 0 && (
            <p role="alert" className="mt-3 text-sm text-destructive">
              The latest changes could not be loaded.{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </p>
          )}
          {query.data && (
            <div className="pt-4">
              <DataListPagination
                label="Pagination"
                page={query.data.page}
                totalPages={query.data.totalPages}
                total={query.data.results}
                totalCapped={query.data.totalCapped}
                pageSize={query.data.limit}
                shown={questions.length}
                onPage={setPage}
                onPageSize={list.setPageSize}
              />
            </div>
          )}
        </CardContent>
      </Card>

      <QuestionFormDialog open={form.open} onOpenChange={form.onOpenChange} question={form.editing} categories={categories} />
      <QuestionPreviewDialog
        question={preview}
        onOpenChange={(open) => !open && setPreview(null)}
        onPrevious={previewIndex > 0 ? () => setPreview(questions[previewIndex - 1]) : undefined}
        onNext={previewIndex >= 0 && previewIndex < questions.length - 1 ? () => setPreview(questions[previewIndex + 1]) : undefined}
      />
      <DeleteQuestionDialog question={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <BulkDeleteDialog ids={ids} open={bulkDeleteOpen} onOpenChange={setBulkDeleteOpen} onDeleted={() => setSelected(new Set())} />
      <BulkTagsDialog mode={tagMode} ids={ids} onOpenChange={(open) => !open && setTagMode(null)} onDone={() => setSelected(new Set())} />
      {canCreate && <ImportDialog open={importOpen} onOpenChange={setImportOpen} categories={categories} />}
    </div>
  );
}
