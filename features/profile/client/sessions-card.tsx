"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Laptop, Smartphone } from "lucide-react";
import { ConfirmDialog, LoadingBlocks } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SettingsCardHeader } from "@/features/settings/client";
import { LoadError } from "@/components/data-list/load-states";
import { errorMessage } from "@/lib/api/client";
import { sessionsQueryOptions, useRevokeOtherSessions } from "./queries";
import type { ProfileSession } from "../schema";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "Chrome on macOS" from a user-agent string; good enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null): { label: string; mobile: boolean } {
  if (!userAgent) return { label: "Unknown device", mobile: false };
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : /curl|node|undici|Playwright/i.test(userAgent)
            ? "API client"
            : "Browser";
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux|X11/.test(userAgent)
            ? "Linux"
            : null;
  return { label: os ? `${browser} on ${os}` : browser, mobile: /Mobile|Android|iPhone|iPad/.test(userAgent) };
}

export function SessionsCard() {
  const query = useQuery(sessionsQueryOptions());
  const revoke = useRevokeOtherSessions();
  const others = (query.data ?? []).filter((s) => !s.current).length;

  const [confirming, setConfirming] = useState(false);

  async function signOutOthers() {
    try {
      toast.success((await revoke.mutateAsync()).message);
    } catch (error) {
      toast.error(errorMessage(error, "The other sessions could not be signed out. Please try again."));
      throw error;
    }
  }

  return (
    <Card>
      <SettingsCardHeader title="Where you're signed in" description="Sign out everywhere else if you used a shared computer or lost a device." />
      <CardContent className="space-y-4">
        {query.isPending ? (
          <LoadingBlocks label="Loading sessions" className="space-y-2" blocks={["h-14 w-full", "h-14 w-full"]} />
        ) : query.isError ? (
          <LoadError message="Your sessions could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Active sessions">
            {query.data.map((session) => (
              <SessionRow key={session._id} session={session} />
            ))}
          </ul>
        )}
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={revoke.isPending || query.isPending || others === 0}>
          {revoke.isPending ? "Signing out..." : "Sign out other sessions"}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Sign out all other sessions?"
          description="Every other browser and app signed in to your account is signed out now. This one stays signed in."
          confirmLabel="Sign out others"
          pendingLabel="Signing out..."
          errorFallback="The other sessions could not be signed out. Please try again."
          onConfirm={signOutOthers}
        />
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: ProfileSession }) {
  const device = describeDevice(session.userAgent);
  const Icon = device.mobile ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 p-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {device.label}
          {session.current && <Badge variant="success">This device</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {session.ip && session.ip !== "local" ? `${session.ip} · ` : ""}Signed in {when.format(new Date(session.createdAt))} · last active{" "}
          {when.format(new Date(session.lastSeenAt))}
        </p>
      </div>
    </li>
  );
}
