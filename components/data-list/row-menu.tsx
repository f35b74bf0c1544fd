"use client";

// A list row's "…" menu: the trigger names the row ("Actions for Ada Lovelace"), the items follow.
import type { ReactNode } from "react";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export { DropdownMenuItem as RowMenuItem, DropdownMenuSeparator as RowMenuSeparator };

export function RowMenu({ name, heading, disabled, children }: { name: string; heading: ReactNode; disabled?: boolean; children: ReactNode }) {
  return (
    // Not modal, so a dialog opened from an item gets focus and pointer events cleanly.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} disabled={disabled}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel className="truncate">{heading}</DropdownMenuLabel>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
