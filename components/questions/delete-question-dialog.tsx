"use client";

// Deleting asks first (SPEC §2's words), in an accessible alert dialog; one question or a selection.
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { errorMessage } from "@/lib/api/client";
import { useBulkDeleteQuestions, useDeleteQuestion, type Question } from "@/lib/queries/questions";

type ConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
};

function ConfirmDelete({ open, onOpenChange, title, description, pending, onConfirm }: ConfirmProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">This cannot be undone.</p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DeleteQuestionDialog({ question, onOpenChange }: { question: Question | null; onOpenChange: (open: boolean) => void }) {
  const deleteQuestion = useDeleteQuestion();
  return (
    <ConfirmDelete
      open={question !== null}
      onOpenChange={onOpenChange}
      title="Delete question"
      description={`Are you sure you want to delete "${question?.title ?? ""}"?`}
      pending={deleteQuestion.isPending}
      onConfirm={() => {
        if (!question) return;
        deleteQuestion.mutate(question._id, {
          onSuccess: () => {
            toast.success("Question deleted");
            onOpenChange(false);
          },
          onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to delete question. Please try again.") }),
        });
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
      pending={bulkDelete.isPending}
      onConfirm={() =>
        bulkDelete.mutate(ids, {
          onSuccess: ({ data }) => {
            toast.success(`${data.deleted} question${data.deleted === 1 ? "" : "s"} deleted`);
            onDeleted();
            onOpenChange(false);
          },
          onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to delete the questions. Please try again.") }),
        })
      }
    />
  );
}
