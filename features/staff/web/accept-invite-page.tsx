// /accept-invite?token=…: an invitation's landing page. A valid open invitation shows the form that
// sets the password; a used, revoked or expired one, an unknown token, or an address that already has
// an account each get a page saying what to do instead.
import "server-only";
import Link from "next/link";
import type { ReactNode } from "react";
import { CircleX, Clock, Ban, UserCheck } from "lucide-react";
import { tokenSchema } from "@/features/auth";
import { AuthCard } from "@/features/auth/client";
import { AcceptInviteForm } from "../client/accept-invite-form";
import { Button } from "@/components/ui/button";
import { previewInvitation } from "../server/invitations";
import { getSettings } from "@/lib/settings/store";
import { formatDate } from "@/lib/utils";
import type { InvitationPreview } from "../schema";

function inviter(invitation: InvitationPreview): string {
  return invitation.invitedBy ? `${invitation.invitedBy.name} (${invitation.invitedBy.email})` : "a Masterly admin";
}

function Problem({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <AuthCard title={title}>
      <div className="space-y-4 text-center">
        <div className="flex justify-center">{icon}</div>
        <div className="space-y-2 text-sm text-muted-foreground">{children}</div>
        {action ?? (
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">Go to sign in</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  );
}

export async function AcceptInvitePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" && tokenSchema.safeParse(raw).success ? raw : null;
  const invitation = token ? await previewInvitation(token) : null;
  const iconClass = "size-10";

  if (!token || !invitation) {
    return (
      <Problem icon={<CircleX className={`${iconClass} text-destructive`} aria-hidden />} title="This invitation link is not valid">
        <p>
          The link may be incomplete, or it was replaced when the invitation was sent again. Use the link in the most recent invitation email.
        </p>
        <p>If it still does not work, ask the admin who invited you to resend the invitation.</p>
      </Problem>
    );
  }

  if (invitation.status === "accepted") {
    return (
      <Problem
        icon={<UserCheck className={`${iconClass} text-success`} aria-hidden />}
        title="This invitation has already been used"
        action={
          <div className="grid gap-2">
            <Button asChild className="w-full">
              <Link href="/login">Sign in</Link>
            </Button>
            <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
              Forgot your password?
            </Link>
          </div>
        }
      >
        <p>
          The account for <span className="font-medium text-foreground">{invitation.email}</span> has been set up. Sign in with the password you chose.
        </p>
      </Problem>
    );
  }

  if (invitation.status === "revoked") {
    return (
      <Problem icon={<Ban className={`${iconClass} text-destructive`} aria-hidden />} title="This invitation was revoked">
        <p>
          The invitation for <span className="font-medium text-foreground">{invitation.email}</span> was withdrawn and can no longer be used.
        </p>
        <p>If you think this is a mistake, ask {inviter(invitation)} to invite you again.</p>
      </Problem>
    );
  }

  if (invitation.status === "expired") {
    return (
      <Problem icon={<Clock className={`${iconClass} text-warning`} aria-hidden />} title="This invitation has expired">
        <p>
          The invitation for <span className="font-medium text-foreground">{invitation.email}</span> expired on {formatDate(invitation.expiresAt)}. Invitations are
          valid for 7 days.
        </p>
        <p>Ask {inviter(invitation)} to resend it.</p>
      </Problem>
    );
  }

  if (invitation.accountExists) {
    return (
      <Problem
        icon={<UserCheck className={`${iconClass} text-muted-foreground`} aria-hidden />}
        title="You already have an account"
        action={
          <Button asChild className="w-full">
            <Link href="/login">Sign in</Link>
          </Button>
        }
      >
        <p>
          An account for <span className="font-medium text-foreground">{invitation.email}</span> already exists, so this invitation cannot create another. Sign
          in, or ask {inviter(invitation)} to change your role.
        </p>
      </Problem>
    );
  }

  const { minPasswordLength } = await getSettings("security");
  return (
    <AuthCard
      title="Join the Masterly team"
      description={
        <>
          <span className="font-medium text-foreground">{invitation.invitedBy?.name ?? "A Masterly admin"}</span> invited{" "}
          <span className="font-medium text-foreground">{invitation.fullName}</span> to join Masterly as {invitation.role === "admin" ? "an admin" : "a staff member"}.
        </>
      }
      footer={<>This invitation expires on {formatDate(invitation.expiresAt)}.</>}
    >
      <AcceptInviteForm token={token} email={invitation.email} fullName={invitation.fullName} minPasswordLength={minPasswordLength} />
    </AuthCard>
  );
}
