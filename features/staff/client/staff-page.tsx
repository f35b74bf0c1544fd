"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog, ListPagination, LoadFailure, SearchBox, useListState, usePermissions } from "@/components/data-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { staffListOptions, useResetStaffPassword } from "./queries";
import { STAFF_SORTS, type StaffMember } from "../schema";
import { EditStaffDialog } from "./edit-staff-dialog";
import { notifyFailure, notifySuccess, serverMessage } from "./notify-result";
import { PendingInvitations } from "./pending-invitations";
import { RemoveStaffDialog } from "./remove-staff-dialog";
import { StaffStats } from "./staff-stats";
import { StaffTable } from "./staff-table";

/** docs/product.md §2 Staff: stat cards, server-side search, sort and paging (kept in the URL), the table with its row menu, pending invitations. */
export function StaffManagement() {
  const { userId } = usePermissions();
  const list = useListState({ sorts: STAFF_SORTS, defaultSort: "createdAt", defaultOrder: "desc", firstOrder: { createdAt: "desc" } });
  const query = useQuery(staffListOptions({ page: list.page, limit: list.pageSize, search: list.search, sort: list.sort, order: list.order }));
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const resetPassword = useResetStaffPassword();

  const data = query.data;
  const showError = query.isError && !query.isFetching;

  return (
    <div className="space-y-6">
      <StaffStats stats={data?.stats} />

      <Card className="gap-4">
        <CardHeader className="gap-3">
          <CardTitle>
            <h2 className="text-lg">Team members</h2>
          </CardTitle>
          <CardDescription>Admins and staff who can sign in to the dashboard.</CardDescription>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <SearchBox
              label="Search staff by name, email or department"
              placeholder="Search by name, email or department..."
              {...list.searchField}
              className="w-full sm:max-w-sm"
            />
            {query.isFetching && !query.isPending && <Spinner label="Updating staff list" className="text-muted-foreground" />}
          </div>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {showError && !data ? (
            <LoadFailure
              title="Could not load staff members"
              detail={serverMessage(query.error)}
              onRetry={() => void query.refetch()}
              className="rounded-md border border-destructive/40"
            />
          ) : (
            <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
              <StaffTable
                staff={data?.data.staff}
                currentUserId={userId}
                searching={list.search.length > 0}
                sorting={list.sorting}
                onEdit={setEditing}
                onResetPassword={setResetting}
                onRemove={setRemoving}
              />
            </div>
          )}
        </CardContent>
        {data && !showError && (
          <div className="px-6">
            <ListPagination label="Staff pages" list={list} result={data} shown={data.data.staff.length} />
          </div>
        )}
      </Card>

      <PendingInvitations />

      <EditStaffDialog staff={editing} isSelf={editing?._id === userId} onOpenChange={(open) => !open && setEditing(null)} />
      <RemoveStaffDialog staff={removing} onOpenChange={(open) => !open && setRemoving(null)} />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={`Send ${resetting?.name ?? "this staff member"} a password reset?`}
        description={`An email with a link to choose a new password goes to ${resetting?.email ?? "their address"}. Their current password keeps working until they use it.`}
        confirmLabel="Send reset email"
        pendingLabel="Sending..."
        errorFallback="The reset email could not be sent. Please try again."
        onConfirm={async () => {
          if (!resetting) return;
          try {
            const res = await resetPassword.mutateAsync(resetting._id);
            notifySuccess("Password Reset Email Sent", res.message);
          } catch (error) {
            notifyFailure("Failed to Send Password Reset", error);
            throw error;
          }
        }}
      />
    </div>
  );
}
