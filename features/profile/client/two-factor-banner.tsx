import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { needsTwoFactorEnrolment } from "../server/profile";

/**
 * Server component for the dashboard: while Settings → Security requires two-factor sign-in,
 * an admin or staff member who has not set it up yet is asked to, with a link to /profile.
 */
export async function TwoFactorEnrolBanner({ user }: { user: { id: string; role: string } }) {
  if (!(await needsTwoFactorEnrolment(user.id, user.role))) return null;
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4">
      <ShieldAlert className="size-5 shrink-0 text-warning" aria-hidden />
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-semibold">Set up two-factor sign-in.</span> Your administrator requires it for admins and staff.
      </p>
      <Button asChild size="sm">
        <Link href="/profile#two-factor">Set up now</Link>
      </Button>
    </div>
  );
}
