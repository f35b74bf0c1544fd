"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { applyServerErrors, FormFooter, TextField } from "@/components/data-list";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api/client";
import { useSaveJob } from "./queries";
import { jobInputSchema, type JobView } from "../schema";

const FIELDS = ["name", "description"] as const;

type Props = { job: JobView | null; open: boolean; onOpenChange: (open: boolean) => void };

/** Create a job (`job` null) or edit one. */
export function JobFormDialog({ job, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{job ? "Edit job" : "New job"}</DialogTitle>
          <DialogDescription>{job ? `Change ${job.name}.` : "The name must be unique."}</DialogDescription>
        </DialogHeader>
        {/* Keyed by id: the form starts from this row's values each time it opens. */}
        {open && <JobForm key={job?.id ?? "new"} job={job} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function JobForm({ job, onDone }: { job: JobView | null; onDone: () => void }) {
  const save = useSaveJob();
  const form = useForm({ resolver: zodResolver(jobInputSchema), defaultValues: { name: job?.name ?? "", description: job?.description ?? "" } });

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(
      { id: job?.id, body },
      {
        onSuccess: () => {
          toast.success(job ? "Job saved" : "Job created");
          onDone();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form.setError, FIELDS)) toast.error(error instanceof ApiRequestError ? error.message : "Could not save the job. Please try again.");
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField form={form} name="name" id="jobs-name" label="Name" />
      <TextField form={form} name="description" id="jobs-description" label="Description" />
      <FormFooter onCancel={onDone} pending={save.isPending} label={job ? "Save changes" : "Create job"} />
    </form>
  );
}
