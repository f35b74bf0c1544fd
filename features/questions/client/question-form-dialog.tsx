"use client";

// Add Question and Edit Question: the form in a dialog, with the toasts of docs/product.md §2 and §8.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { useDiscardGuard } from "@/components/data-list";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { logUnexpected } from "@/lib/api/client";
import { useCreateQuestion, useUpdateQuestion, type Question } from "./queries";
import type { QuestionInput } from "../schema";
import { QuestionForm } from "./question-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question to edit; null or absent to add one. */
  question?: Question | null;
  categories: string[];
};

export function QuestionFormDialog({ open, onOpenChange, question, categories }: Props) {
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const editing = Boolean(question);
  const [dirty, setDirty] = useState(false);
  const close = useCallback(() => {
    setDirty(false);
    onOpenChange(false);
  }, [onOpenChange]);
  // Typed changes are not lost to a stray Escape or backdrop click: closing asks first.
  const { requestClose, prompt } = useDiscardGuard({ dirty, onClose: close });

  async function save(values: QuestionInput) {
    try {
      if (question) {
        await updateQuestion.mutateAsync({ id: question._id, values });
        toast.success("Question updated");
      } else {
        await createQuestion.mutateAsync(values);
        toast.success("Question added successfully!");
      }
      close();
    } catch (error) {
      logUnexpected(editing ? "Updating the question failed" : "Adding the question failed", error);
      toast.error("Error", {
        description: editing ? "Failed to update question. Please try again." : "Failed to add question. Please try again.",
      });
      return { error };
    }
  }

  return (
    <>
    {prompt}
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Question" : "Add Question"}</DialogTitle>
          <DialogDescription>
            {editing ? "Change the question and save." : "Write the question, choose its type and difficulty, and add the answer."}
          </DialogDescription>
        </DialogHeader>
        <QuestionForm
          key={question?._id ?? "new"}
          question={question}
          categories={categories}
          submitLabel={editing ? "Save changes" : "Add Question"}
          onSubmit={save}
          onCancel={requestClose}
          onDirtyChange={setDirty}
        />
      </DialogContent>
    </Dialog>
    </>
  );
}
