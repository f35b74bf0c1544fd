"use client";

import { useState } from "react";
import { useActionParam } from "@/components/layout/use-action-param";
import { useForm, useWatch } from "react-hook-form";
import { applyServerErrors, FormFooter, TextField, useDiscardGuard } from "@/components/data-list";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api/client";
import { useInviteStaff } from "./queries";
import { STAFF_ROLE_LABELS, STAFF_ROLES, inviteStaffSchema, type InviteStaffInput } from "../schema";
import { notifyFailure, notifySuccess } from "./notify-result";

const EMPTY: InviteStaffInput = { fullName: "", email: "", role: "staff" };

const ROLE_HINT = { staff: "Manages questions, students and courses.", admin: "Everything staff can do, plus staff, analytics and settings." } as const;

/** docs/product.md §2 'Invite Staff Member': Full Name and Email Address; send is enabled once both are filled. */
export function InviteStaffDialog() {
  const [requested, clearRequest] = useActionParam("invite");
  const [open, setOpen] = useState(requested);
  const invite = useInviteStaff();
  const form = useForm({ resolver: zodResolver(inviteStaffSchema), defaultValues: EMPTY });
  const [fullName, email] = useWatch({ control: form.control, name: ["fullName", "email"] });
  const canSend = Boolean(fullName?.trim() && email?.trim()) && !invite.isPending;

  function close() {
    // Cancelling clears the form. A request already sent still reports its outcome in a toast.
    setOpen(false);
    clearRequest();
    form.reset(EMPTY);
  }
  // Typed changes are not lost to a stray Escape or backdrop click: closing asks first.
  const { requestClose, prompt } = useDiscardGuard({ dirty: form.formState.isDirty, onClose: close });

  function onOpenChange(next: boolean) {
    if (next) setOpen(true);
    else requestClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (res) => {
        const { fullName: name, email: address } = res.data.invitation;
        notifySuccess("Staff Invitation Sent", `Invitation sent to ${name} at ${address}`);
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        notifyFailure("Failed to Send Invitation", error);
        if (error instanceof ApiRequestError && error.body?.code === "EMAIL_TAKEN") form.setError("email", { message: error.body.message });
        applyServerErrors(error, form.setError, ["email", "fullName", "role"]);
      },
    });
  });

  return (
    <>
    {prompt}
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Invite Staff Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite Staff Member</DialogTitle>
          <DialogDescription>Send an invitation to join your team as a staff member.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField form={form} name="fullName" id="invite-fullName" label="Full Name" placeholder="e.g. Chloe Martin" />
          <TextField form={form} name="email" id="invite-email" label="Email Address" type="email" placeholder="name@company.com" />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">Role</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {STAFF_ROLES.slice()
                .reverse()
                .map((role) => (
                  <label key={role} className="flex cursor-pointer gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                    <input type="radio" value={role} className="mt-0.5 accent-primary" {...form.register("role")} />
                    <span>
                      <span className="block font-medium">{STAFF_ROLE_LABELS[role]}</span>
                      <span className="block text-muted-foreground">{ROLE_HINT[role]}</span>
                    </span>
                  </label>
                ))}
            </div>
          </fieldset>
          <p className="flex gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
            The recipient will receive an email invitation. They can accept it and set up their account, then sign in with the role chosen here.
          </p>
          <FormFooter onCancel={requestClose} pending={invite.isPending} label="Send Invitation" pendingLabel="Sending Invitation..." disabled={!canSend} />
        </form>
      </DialogContent>
    </Dialog>
    </>
  );
}
