"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Ban, MailCheck, RefreshCw } from "lucide-react";
import { ActionsHead, ConfirmDialog } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { invitationsOptions, useResendInvitation, useRevokeInvitation } from "./queries";
import { formatDate } from "@/lib/utils";
import type { PendingInvitation } from "../schema";
import { notifyFailure, notifySuccess, serverMessage } from "./notify-result";

/** Invitations not yet accepted or revoked, with Resend (a new link) and Revoke. */
export function PendingInvitations() {
  const query = useQuery(invitationsOptions());
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const invitations = query.data?.data.invitations;

  function onResend(invitation: PendingInvitation) {
    resend.mutate(invitation._id, {
      onSuccess: (res) => notifySuccess("Invitation Resent", res.message),
      onError: (error) => notifyFailure("Failed to Resend Invitation", error),
    });
  }

  // A refusal keeps the dialog open with the reason, like every other confirmation.
  async function onRevoke() {
    if (!revoking) return;
    const target = revoking;
    try {
      await revoke.mutateAsync(target._id);
      notifySuccess("Invitation Revoked", `The invitation to ${target.fullName} (${target.email}) no longer works.`);
    } catch (error) {
      notifyFailure("Failed to Revoke Invitation", error);
      throw error;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Pending invitations</h2>
        </CardTitle>
        <CardDescription>Invitations that have not been accepted yet. Resending sends a new link; the earlier one stops working.</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {query.isError ? (
          <div role="alert" className="mx-6 flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
            <AlertTriangle className="size-5 text-destructive" aria-hidden />
            <span className="flex-1">Could not load pending invitations. {serverMessage(query.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : invitations && invitations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
            <MailCheck className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          </div>
        ) : (
          <Table aria-label="Pending invitations" containerClassName="px-2">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Invited by</TableHead>
                <TableHead>Status</TableHead>
                <ActionsHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations
                ? invitations.map((invitation) => (
                    <TableRow key={invitation._id}>
                      <TableCell className="font-medium">{invitation.fullName}</TableCell>
                      <TableCell>{invitation.email}</TableCell>
                      <TableCell>{invitation.invitedBy?.name ?? "-"}</TableCell>
                      <TableCell>
                        {invitation.status === "expired" ? (
                          <Badge variant="warning">Expired {formatDate(invitation.expiresAt)}</Badge>
                        ) : (
                          <Badge variant="secondary">Expires {formatDate(invitation.expiresAt)}</Badge>
                        )}
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-2">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => onResend(invitation)}
                            disabled={resend.isPending && resend.variables === invitation._id}
                            aria-label={`Resend invitation to ${invitation.fullName}`}
                          >
                            <RefreshCw aria-hidden />
                            Resend
                          </Button>
                          <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)} aria-label={`Revoke invitation to ${invitation.fullName}`}>
                            <Ban aria-hidden />
                            Revoke
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                : Array.from({ length: 2 }, (_, i) => (
                    <TableRow key={i}>
                      {Array.from({ length: 5 }, (_, j) => (
                        <TableCell key={j}>
                          <Skeleton className="h-4 w-24" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        )}
      </CardContent>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.fullName} (${revoking?.email}) will stop working. You can invite them again later.`}
        confirmLabel="Revoke Invitation"
        pendingLabel="Revoking..."
        destructive
        onConfirm={onRevoke}
      />
    </Card>
  );
}
