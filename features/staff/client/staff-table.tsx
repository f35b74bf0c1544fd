"use client";

import { SearchX, Users } from "lucide-react";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { ActionsHead, ColumnHeads, DataTable, type Column, type Sorting } from "@/components/data-list";
import { STAFF_ROLE_LABELS, type StaffMember, type StaffSort } from "../schema";
import { StaffRowMenu } from "./staff-row-menu";

type Props = {
  staff: StaffMember[] | undefined;
  currentUserId: string;
  searching: boolean;
  sorting: Sorting<StaffSort>;
  onEdit: (staff: StaffMember) => void;
  onResetPassword: (staff: StaffMember) => void;
  onRemove: (staff: StaffMember) => void;
};

const COLUMN_HEADS: Column<StaffSort>[] = [
  { label: "Staff Member", sort: "name" },
  { label: "Email", sort: "email" },
  { label: "Phone", priority: 3 },
  { label: "Role", sort: "role" },
  { label: "Department", sort: "department", priority: 2 },
  { label: "Status" },
];
const COLUMNS = COLUMN_HEADS.length;

export function StaffTable({ staff, currentUserId, searching, sorting, onEdit, onResetPassword, onRemove }: Props) {
  if (staff && staff.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        {searching ? <SearchX className="size-10 text-muted-foreground" aria-hidden /> : <Users className="size-10 text-muted-foreground" aria-hidden />}
        <p className="font-medium">No staff members found</p>
        {searching ? (
          <p className="text-sm text-muted-foreground">Try adjusting your search criteria</p>
        ) : (
          <p className="text-sm text-muted-foreground">Invite a team member to get started.</p>
        )}
      </div>
    );
  }

  return (
    <DataTable aria-label="Staff members">
      <TableHeader>
        <TableRow>
          <ColumnHeads columns={COLUMN_HEADS} {...sorting} />
          <ActionsHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {staff
          ? staff.map((member) => (
              <TableRow key={member._id}>
                <TableCell data-cell="primary">
                  <div className="flex items-center gap-3">
                    <UserAvatar name={member.name} src={member.avatar} className="size-9" />
                    <span className="font-medium">
                      {member.name}
                      {member._id === currentUserId && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
                    </span>
                  </div>
                </TableCell>
                <TableCell data-label="Email" className="break-all">
                  {member.email}
                </TableCell>
                <TableCell data-label="Phone" data-priority="3">
                  {member.phoneNumber || "-"}
                </TableCell>
                <TableCell data-label="Role">
                  <Badge variant={member.role === "admin" ? "default" : "secondary"}>{STAFF_ROLE_LABELS[member.role]}</Badge>
                </TableCell>
                <TableCell data-label="Department" data-priority="2">
                  {member.department || "-"}
                </TableCell>
                <TableCell data-label="Status">
                  <Badge variant={member.isActive ? "success" : "outline"}>{member.isActive ? "Active" : "Inactive"}</Badge>
                </TableCell>
                <TableCell className="text-right" data-cell="actions">
                  <StaffRowMenu
                    staff={member}
                    isSelf={member._id === currentUserId}
                    onEdit={() => onEdit(member)}
                    onResetPassword={() => onResetPassword(member)}
                    onRemove={() => onRemove(member)}
                  />
                </TableCell>
              </TableRow>
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <TableRow key={i}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <Skeleton className="size-9 rounded-full" />
                    <Skeleton className="h-4 w-32" />
                  </div>
                </TableCell>
                {Array.from({ length: COLUMNS }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-20" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
    </DataTable>
  );
}
