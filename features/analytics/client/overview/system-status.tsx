"use client";

import Link from "next/link";
import { useState } from "react";
import { AlertCircle, CheckCircle2, Database, Server } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { OverviewStats } from "../../server/overview";
import { PanelCard } from "./panel-card";

// The page answered, so the server and its database are up.
const HEALTH = [
  { label: "Server", icon: Server, state: "Online" },
  { label: "Database", icon: Database, state: "Connected" },
];

export function SystemStatus({ status }: { status: OverviewStats["systemStatus"] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PanelCard title="System status" className="space-y-3 text-sm">
        {HEALTH.map(({ label, icon: Icon, state }) => (
          <p key={label} className="flex items-center gap-2">
            <Icon className="size-4 text-muted-foreground" aria-hidden /> {label}
            <span className="ml-auto inline-flex items-center gap-1 font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden /> {state}
            </span>
          </p>
        ))}
        <div className="flex items-center gap-2">
          <AlertCircle className="size-4 text-muted-foreground" aria-hidden /> Pending issues
          <Button variant="link" className="ml-auto h-auto p-0" onClick={() => setOpen(true)} aria-label={`${status.pendingIssues} pending issues, show them`}>
            {status.pendingIssues}
          </Button>
        </div>
      </PanelCard>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Pending issues</DialogTitle>
            <DialogDescription>Things that need an administrator&apos;s attention.</DialogDescription>
          </DialogHeader>
          {status.issues.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing needs attention right now.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {status.issues.map((issue, index) => (
                <li key={index} className="flex items-center justify-between gap-2 rounded-md border p-2">
                  <span>{issue.label}</span>
                  <Link href={issue.href} className="shrink-0 font-medium text-primary hover:underline">
                    Review
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
