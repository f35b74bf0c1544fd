"use client";

import Link from "next/link";
import { useState } from "react";
import { AlertCircle, AlertTriangle, CheckCircle2, Database, ListRestart } from "lucide-react";
import { usePermissions } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { OverviewStats } from "../../server/overview";
import { PanelCard } from "./panel-card";

/** A due job waiting longer than this means no worker is taking jobs (docs/domain/jobs.md). */
const LATE_SECONDS = 5 * 60;

/** "45 s", "12 min", "3 h", "2 days": how long the oldest due job has waited. */
function waited(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 2 * 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} days`;
}

/** The background queue: healthy, or a warning when jobs failed for good or due ones wait too long. */
function QueueHealth({ jobs }: { jobs: OverviewStats["systemStatus"]["jobs"] }) {
  const canOpen = usePermissions().can("read", "jobs");
  const late = jobs.oldestWaitingSeconds > LATE_SECONDS;
  const warn = jobs.failed > 0 || late;
  const Icon = warn ? AlertTriangle : CheckCircle2;
  const failing = `${jobs.failed} failed`;
  return (
    <div className="space-y-1.5" data-testid="queue-health">
      <p className="flex items-center gap-2">
        <ListRestart className="size-4 text-muted-foreground" aria-hidden /> Background jobs
        <span className={`ml-auto inline-flex items-center gap-1 font-medium ${warn ? "text-warning" : "text-success"}`}>
          <Icon className="size-4" aria-hidden /> {warn ? "Needs attention" : "Healthy"}
        </span>
      </p>
      <dl className="grid grid-cols-3 gap-2 pl-6 text-xs">
        <div>
          <dt className="text-muted-foreground">Waiting</dt>
          <dd className="font-medium tabular-nums">{jobs.waiting}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Failing</dt>
          <dd className={`font-medium tabular-nums ${jobs.failed > 0 ? "text-warning" : ""}`}>
            {canOpen && jobs.failed > 0 ? (
              <Link href="/dashboard/jobs?state=failed" className="underline-offset-2 hover:underline" aria-label={`${failing}, review them`}>
                {jobs.failed}
              </Link>
            ) : (
              jobs.failed
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Oldest waiting</dt>
          <dd className={`font-medium tabular-nums ${late ? "text-warning" : ""}`}>{jobs.oldestWaitingSeconds > 0 ? waited(jobs.oldestWaitingSeconds) : "Nothing due"}</dd>
        </div>
      </dl>
    </div>
  );
}

export function SystemStatus({ status }: { status: OverviewStats["systemStatus"] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PanelCard title="System status" className="space-y-3 text-sm">
        <QueueHealth jobs={status.jobs} />
        {/* The page answered, so its database is up. */}
        <p className="flex items-center gap-2">
          <Database className="size-4 text-muted-foreground" aria-hidden /> Database
          <span className="ml-auto inline-flex items-center gap-1 font-medium text-success">
            <CheckCircle2 className="size-4" aria-hidden /> Connected
          </span>
        </p>
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
