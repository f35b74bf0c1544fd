"use client";

import { KeyRound, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { StaffMember } from "@/lib/validations/staff";

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
    // Not modal, so a dialog opened from an item gets focus and pointer events cleanly.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${staff.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>Actions</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden />
          Edit Details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onResetPassword}>
          <KeyRound aria-hidden />
          Reset Password
        </DropdownMenuItem>
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onRemove}>
              <Trash2 aria-hidden />
              Remove Staff
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
