"use client";

import { Controller, useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, fieldErrorId } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useUpdateStaff } from "./queries";
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffDetailsSchema, type StaffDetailsInput, type StaffMember } from "../schema";
import { notifyFailure, notifySuccess } from "./notify-result";
import { FormFooter, TextField } from "@/components/data-list";

type Props = { staff: StaffMember | null; isSelf: boolean; onOpenChange: (open: boolean) => void };

function valuesOf(staff: StaffMember): StaffDetailsInput {
  return { name: staff.name, phoneNumber: staff.phoneNumber ?? "", department: staff.department ?? "", role: staff.role, isActive: staff.isActive };
}

const FIELDS = ["name", "phoneNumber", "department", "role", "isActive"] as const;

/** Edit Details: name, phone, department, role and active. Your own role and active flag are locked. */
export function EditStaffDialog({ staff, isSelf, onOpenChange }: Props) {
  return (
    <Dialog open={staff !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Details</DialogTitle>
          <DialogDescription>{staff ? `Update ${staff.name}'s details (${staff.email}).` : "Update this staff member's details."}</DialogDescription>
        </DialogHeader>
        {/* Keyed by id: the form starts from this member's values each time it opens. */}
        {staff && <EditStaffForm key={staff._id} staff={staff} isSelf={isSelf} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditStaffForm({ staff, isSelf, onDone }: { staff: StaffMember; isSelf: boolean; onDone: () => void }) {
  const update = useUpdateStaff();
  const form = useForm({ resolver: zodResolver(staffDetailsSchema), defaultValues: valuesOf(staff) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((changes) => {
    update.mutate(
      { id: staff._id, changes },
      {
        onSuccess: (res) => {
          notifySuccess("Staff Member Updated", `${res.data.staff.name}'s details were saved.`);
          onDone();
        },
        onError: (error) => {
          notifyFailure("Failed to Update Staff Member", error);
          applyServerErrors(error, form.setError, FIELDS);
        },
      },
    );
  });

  const id = (name: string) => `edit-staff-${name}`;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField form={form} name="name" id={id("name")} label="Full Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="phoneNumber" id={id("phoneNumber")} label="Phone Number" type="tel" placeholder="+1 555 0100" />
        <TextField form={form} name="department" id={id("department")} label="Department" placeholder="e.g. Content" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("role")}>Role</Label>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={isSelf}>
              <SelectTrigger id={id("role")} className="w-full" aria-describedby={isSelf ? id("self-note") : undefined}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STAFF_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={fieldErrorId(id("role"))} message={errors.role?.message} />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-md border p-3">
        <div className="space-y-1">
          <Label htmlFor={id("isActive")}>Active</Label>
          <p className="text-xs text-muted-foreground">Inactive staff cannot sign in.</p>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch id={id("isActive")} checked={field.value} onCheckedChange={field.onChange} disabled={isSelf} aria-describedby={isSelf ? id("self-note") : undefined} />
          )}
        />
      </div>
      {isSelf && (
        <p id={id("self-note")} className="text-sm text-muted-foreground">
          You cannot change your own role or deactivate your own account.
        </p>
      )}
      <FormFooter onCancel={onDone} pending={update.isPending} label="Save Changes" />
    </form>
  );
}
