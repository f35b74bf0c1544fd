"use client";

// Add or remove tags on the selected questions.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { useBulkTagQuestions } from "./queries";

type Props = { mode: "add" | "remove" | null; ids: string[]; onOpenChange: (open: boolean) => void; onDone: () => void };

export function BulkTagsDialog({ mode, ids, onOpenChange, onDone }: Props) {
  const [tags, setTags] = useState("");
  const [error, setError] = useState<string | undefined>();
  const bulkTags = useBulkTagQuestions();
  const count = ids.length;
  const adding = mode === "add";

  function close(open: boolean) {
    if (!open) {
      setTags("");
      setError(undefined);
    }
    onOpenChange(open);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tags.split(",").some((t) => t.trim())) {
      setError("Enter at least one tag");
      return;
    }
    bulkTags.mutate(
      { ids, ...(adding ? { add: tags } : { remove: tags }) },
      {
        onSuccess: ({ data }) => {
          toast.success(`Tags updated on ${data.updated} question${data.updated === 1 ? "" : "s"}`);
          onDone();
          close(false);
        },
        onError: (err) => {
          const fields = err instanceof ApiRequestError ? Object.values(err.fieldErrors).flat() : [];
          setError(fields[0] ?? errorMessage(err, "Failed to update tags. Please try again."));
        },
      },
    );
  }

  return (
    <Dialog open={mode !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adding ? "Add tags" : "Remove tags"}</DialogTitle>
          <DialogDescription>
            {adding ? "Add" : "Remove"} these tags {adding ? "to" : "from"} the {count} selected question{count === 1 ? "" : "s"}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="bulk-tags">Tags, separated by commas</Label>
            <Input id="bulk-tags" value={tags} autoComplete="off" onChange={(e) => setTags(e.target.value)} {...fieldErrorProps("bulk-tags", error)} />
            <FieldError id={fieldErrorId("bulk-tags")} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={bulkTags.isPending}>
              {bulkTags.isPending ? "Saving..." : adding ? "Add tags" : "Remove tags"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
