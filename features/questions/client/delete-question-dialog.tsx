"use client";

// Deleting asks first (the words of docs/product.md §2), in an accessible alert dialog; one question or a selection.
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteQuestions, useDeleteQuestion, type Question } from "./queries";

type ConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onConfirm: () => Promise<unknown>;
};

function ConfirmDelete({ open, onOpenChange, title, description, onConfirm }: ConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
    >
      <p className="text-sm text-muted-foreground">This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** Runs a mutation for the dialog: a failure toasts and keeps the dialog open with the reason. */
async function withToast<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    toast.error("Error", { description: errorMessage(error, fallback) });
    throw error;
  }
}

export function DeleteQuestionDialog({ question, onOpenChange }: { question: Question | null; onOpenChange: (open: boolean) => void }) {
  const deleteQuestion = useDeleteQuestion();
  return (
    <ConfirmDelete
      open={question !== null}
      onOpenChange={onOpenChange}
      title="Delete question"
      description={`Are you sure you want to delete "${question?.title ?? ""}"?`}
      onConfirm={async () => {
        if (!question) return;
        await withToast(() => deleteQuestion.mutateAsync(question._id), "Failed to delete question. Please try again.");
        toast.success("Question deleted");
      }}
    />
  );
}

type BulkProps = { ids: string[]; open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void };

export function BulkDeleteDialog({ ids, open, onOpenChange, onDeleted }: BulkProps) {
  const bulkDelete = useBulkDeleteQuestions();
  const count = ids.length;
  return (
    <ConfirmDelete
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${count} question${count === 1 ? "" : "s"}`}
      description={`Are you sure you want to delete the ${count} selected question${count === 1 ? "" : "s"}?`}
      onConfirm={async () => {
        const { data } = await withToast(() => bulkDelete.mutateAsync(ids), "Failed to delete the questions. Please try again.");
        toast.success(`${data.deleted} question${data.deleted === 1 ? "" : "s"} deleted`);
        onDeleted();
      }}
    />
  );
}
