"use client";

import Link from "next/link";
import { useState } from "react";
import { AlertCircle, CheckCircle2, Database, Server } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { OverviewStats } from "@/lib/data/overview";

export function SystemStatus({ status }: { status: OverviewStats["systemStatus"] }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">System status</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="flex items-center gap-2">
          <Server className="size-4 text-muted-foreground" aria-hidden /> Server
          <span className="ml-auto inline-flex items-center gap-1 font-medium text-success">
            <CheckCircle2 className="size-4" aria-hidden /> Online
          </span>
        </p>
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
      </CardContent>
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
    </Card>
  );
}
