"use client";

// The question bank screen: counts, search and filters, the server-paged table, and the dialogs
// (add/edit, preview, delete, import, bulk tags). Buttons show only for roles that may use them;
// the API checks again.
import { useEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { Download, FileUp, Plus, Tags, Trash2, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/api/client";
import { can, type Role } from "@/lib/permissions";
import { DEFAULT_QUESTION_LIST_PARAMS, downloadFile, questionListOptions, type Question } from "@/lib/queries/questions";
import { QUESTION_CATEGORIES } from "@/lib/validations/common";
import { QUESTION_FORMAT_LABELS, QUESTION_FORMATS, type QuestionFormat } from "@/lib/validations/question";
import { BulkTagsDialog } from "./bulk-tags-dialog";
import { BulkDeleteDialog, DeleteQuestionDialog } from "./delete-question-dialog";
import { ImportDialog } from "./import-dialog";
import { QuestionFormDialog } from "./question-form-dialog";
import { useActionParam } from "@/components/layout/use-action-param";
import { QuestionStats } from "./question-stats";
import { QuestionsListState } from "./questions-list-state";
import { QuestionsPagination } from "./questions-pagination";
import { QuestionsTable } from "./questions-table";
import { NO_FILTERS, QuestionsToolbar, type QuestionFilterState } from "./questions-toolbar";

// The preview renders HTML and Markdown (a parser and a sanitizer): loaded after the page, not with it.
const QuestionPreviewDialog = dynamic(() => import("./question-preview-dialog").then((m) => m.QuestionPreviewDialog), { ssr: false });

const LIMIT = DEFAULT_QUESTION_LIST_PARAMS.limit;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** `heading` is the page's server-rendered title block; the actions sit beside it. */
export function QuestionsView({ role, heading }: { role: Role; heading: ReactNode }) {
  const canCreate = can(role, "create", "questions");
  const canUpdate = can(role, "update", "questions");
  const canDelete = can(role, "delete", "questions");

  const [filters, setFilters] = useState<QuestionFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [newRequested, clearNewRequest] = useActionParam("new");
  const [formOpen, setFormOpen] = useState(newRequested && canCreate);
  const [editing, setEditing] = useState<Question | null>(null);
  const [preview, setPreview] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);
  const [tagMode, setTagMode] = useState<"add" | "remove" | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  // Marks the screen as interactive once React has hydrated it (the table itself arrives server-rendered).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-hydrated", "true"), []);

  const search = useDebounced(filters.search.trim(), 300);
  const params = { page, limit: LIMIT, search, difficulty: filters.difficulty, category: filters.category, type: filters.type };
  const query = useQuery(questionListOptions(params));
  const questions = query.data?.data.questions ?? [];
  const categories = query.data?.categories ?? [...QUESTION_CATEGORIES];
  const filtered = filters.search.trim() !== "" || filters.difficulty !== "All" || filters.category !== "All" || filters.type !== "All";

  // A delete (here or elsewhere) can leave us past the last page: step back during render.
  const totalPages = query.data?.totalPages;
  if (totalPages && !query.isPlaceholderData && page > totalPages) setPage(totalPages);

  function changeFilters(next: QuestionFilterState) {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  }

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function toggleAll(checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const q of questions) {
        if (checked) next.add(q._id);
        else next.delete(q._id);
      }
      return next;
    });
  }

  function exportAs(format: QuestionFormat) {
    // The export holds every question the current filters select, not just this page.
    const { difficulty, category, type } = params;
    downloadFile("/questions/export", { format, search: search || undefined, difficulty, category, type }).catch((error) =>
      toast.error("Error", { description: errorMessage(error, "The export failed. Please try again.") }),
    );
  }

  function openForm(question: Question | null) {
    setEditing(question);
    setFormOpen(true);
  }

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
              selectable={canUpdate || canDelete}
              canUpdate={canUpdate}
              canDelete={canDelete}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onPreview={setPreview}
              onEdit={openForm}
              onDelete={setDeleting}
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
            <QuestionsPagination page={query.data.page} totalPages={query.data.totalPages} total={query.data.results} limit={query.data.limit} onPage={setPage} />
          )}
        </CardContent>
      </Card>

      <QuestionFormDialog
        open={formOpen}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open) clearNewRequest();
        }}
        question={editing}
        categories={categories}
      />
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
