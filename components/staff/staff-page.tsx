"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Search } from "lucide-react";
import { useCurrentUser } from "@/components/auth/current-user";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_LIMIT } from "@/lib/validations/common";
import { staffListOptions, useResetStaffPassword } from "@/lib/queries/staff";
import type { StaffMember } from "@/lib/validations/staff";
import { EditStaffDialog } from "./edit-staff-dialog";
import { notifyFailure, notifySuccess, serverMessage } from "./notify-result";
import { PendingInvitations } from "./pending-invitations";
import { RemoveStaffDialog } from "./remove-staff-dialog";
import { StaffPagination } from "./staff-pagination";
import { StaffStats } from "./staff-stats";
import { StaffTable } from "./staff-table";
import { useDebouncedValue } from "./use-debounced-value";

/** SPEC §2 Staff: stat cards, server-side search and paging, the table with its row menu, pending invitations. */
export function StaffManagement() {
  const me = useCurrentUser();
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), 300);
  const [pageState, setPageState] = useState({ page: 1, search });
  // A new search starts again from page 1.
  const page = pageState.search === search ? pageState.page : 1;
  const query = useQuery(staffListOptions({ page, limit: DEFAULT_LIMIT, search }));
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const resetPassword = useResetStaffPassword();

  const list = query.data;
  const showError = query.isError && !query.isFetching;

  function onResetPassword(member: StaffMember) {
    resetPassword.mutate(member._id, {
      onSuccess: (res) => notifySuccess("Password Reset Email Sent", res.message),
      onError: (error) => notifyFailure("Failed to Send Password Reset", error),
    });
  }

  return (
    <div className="space-y-6">
      <StaffStats stats={list?.stats} />

      <Card className="gap-4">
        <CardHeader className="gap-3">
          <CardTitle>
            <h2 className="text-lg">Team members</h2>
          </CardTitle>
          <CardDescription>Admins and staff who can sign in to the dashboard.</CardDescription>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <div className="relative w-full sm:max-w-sm">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                type="search"
                aria-label="Search staff by name, email or department"
                placeholder="Search by name, email or department..."
                className="pl-9"
                value={searchInput}
                onChange={(e) => setSearchInput(e.target.value)}
              />
            </div>
            {query.isFetching && !query.isPending && <Spinner label="Updating staff list" className="text-muted-foreground" />}
          </div>
        </CardHeader>
        <CardContent className="px-0">
          {showError && !list ? (
            <div role="alert" className="mx-6 flex flex-col items-center gap-3 rounded-md border border-destructive/40 p-8 text-center">
              <AlertTriangle className="size-8 text-destructive" aria-hidden />
              <p className="font-medium">Could not load staff members</p>
              <p className="text-sm text-muted-foreground">{serverMessage(query.error)}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
              <StaffTable
                staff={list?.data.staff}
                currentUserId={me.id}
                searching={search.length > 0}
                onEdit={setEditing}
                onResetPassword={onResetPassword}
                onRemove={setRemoving}
              />
            </div>
          )}
        </CardContent>
        {list && !showError && (
          <StaffPagination
            page={list.page}
            totalPages={list.totalPages}
            total={list.results}
            limit={list.limit}
            onPageChange={(next) => setPageState({ page: next, search })}
          />
        )}
      </Card>

      <PendingInvitations />

      <EditStaffDialog staff={editing} isSelf={editing?._id === me.id} onOpenChange={(open) => !open && setEditing(null)} />
      <RemoveStaffDialog staff={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </div>
  );
}
