"use client";

import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { RowMenu, RowMenuItem, RowMenuSeparator } from "@/components/data-list";
import type { StaffMember } from "../schema";

type Props = {
  staff: StaffMember;
  isSelf: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onRemove: () => void;
};

/** The row menu: Edit Details, Reset Password, Remove Staff (not offered on your own row). */
export function StaffRowMenu({ staff, isSelf, onEdit, onResetPassword, onRemove }: Props) {
  return (
    <RowMenu name={staff.name} heading="Actions">
      <RowMenuItem onSelect={onEdit}>
        <Pencil aria-hidden />
        Edit Details
      </RowMenuItem>
      <RowMenuItem onSelect={onResetPassword}>
        <KeyRound aria-hidden />
        Reset Password
      </RowMenuItem>
      {!isSelf && (
        <>
          <RowMenuSeparator />
          <RowMenuItem variant="destructive" onSelect={onRemove}>
            <Trash2 aria-hidden />
            Remove Staff
          </RowMenuItem>
        </>
      )}
    </RowMenu>
  );
}
