"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Hourglass, RotateCw, Trash2, type LucideIcon } from "lucide-react";
import { toast } from "sonner";
import { ActionsHead, ConfirmDialog, DataTable, HeaderRow, ListContent, useResourcePermissions } from "@/components/data-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api/client";
import { formatRelativeTime } from "@/lib/utils";
import { JOB_TABS, jobListOptions, useDiscardJob, useRetryJob, type JobTab } from "./queries";
import { JOB_LIST_LIMIT, type JobView } from "../schema";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const TAB_TEXT: Record<JobTab, { label: string; icon: LucideIcon; time: string; empty: string; hint: string }> = {
  failed: { label: "Failed", icon: CircleX, time: "Failed", empty: "No failed jobs", hint: "A job whose every retry failed waits here for you to retry or discard it." },
  waiting: { label: "Waiting", icon: Hourglass, time: "Next run", empty: "No waiting jobs", hint: "Nothing is queued: every job has run." },
  completed: { label: "Completed", icon: CircleCheck, time: "Completed", empty: "No completed jobs", hint: "Jobs that ran in the last 7 days show here." },
};

function isTab(value: string | null): value is JobTab {
  return JOB_TABS.some((tab) => tab === value);
}

/** A moment as the dashboard shows one: relative ("in 5 minutes"), with the date and time beside it. */
function Moment({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} className="block">
      <span>{formatRelativeTime(iso, now)}</span>
      <span className="block text-xs text-muted-foreground">{when.format(new Date(iso))}</span>
    </time>
  );
}

/** The background jobs by state, failed first, with Retry and Discard; the open tab lives in ?state=. */
export function JobsAdmin() {
  const searchParams = useSearchParams();
  const initial = searchParams.get("state");
  const [tab, setTab] = useState<JobTab>(isTab(initial) ? initial : "failed");
  const query = useQuery(jobListOptions(tab));
  const can = useResourcePermissions("jobs");
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<JobView | null>(null);
  const health = query.data?.health;
  const rows = query.isPlaceholderData ? [] : (query.data?.jobs ?? []);
  const text = TAB_TEXT[tab];
  // Relative times count from the answer, which refreshes every 15 s.
  const now = query.dataUpdatedAt;
  const counts: Record<JobTab, number | undefined> = { failed: health?.failed, waiting: health?.waiting, completed: undefined };

  function change(value: string) {
    if (!isTab(value)) return;
    setTab(value);
    const params = new URLSearchParams(window.location.search);
    params.set("state", value);
    window.history.replaceState(null, "", `?${params.toString()}`);
  }

  function runAgain(job: JobView) {
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`The job will run again: ${job.summary}`),
      onError: (error) => toast.error(errorMessage(error, "Could not retry the job. Please try again.")),
    });
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="px-4">
        <Tabs value={tab} onValueChange={change} className="gap-4">
          {/* Three equal columns on a phone (the icons give way), a row of tabs from sm up. */}
          <TabsList aria-label="Jobs by state" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
            {JOB_TABS.map((value) => {
              const { label, icon: Icon } = TAB_TEXT[value];
              const count = counts[value];
              return (
                <TabsTrigger key={value} value={value} className="px-2 py-1.5 sm:px-3 sm:py-1">
                  <Icon aria-hidden className="hidden sm:block" />
                  {label}
                  {count !== undefined && (
                    <Badge variant={value === "failed" && count > 0 ? "destructive" : "secondary"} className="min-w-5 px-1.5 tabular-nums">
                      {count}
                    </Badge>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {/* One panel, the open tab's: each tab lists its own state. */}
          <TabsContent value={tab} className="space-y-4">
            <ListContent query={{ ...query, isPending: query.isPending || query.isPlaceholderData }} noun={`${text.label.toLowerCase()} jobs`} skeletonRows={4} count={rows.length} empty={{ icon: text.icon, title: text.empty, hint: text.hint }}>
              <DataTable aria-label={`${text.label} jobs`} aria-busy={query.isFetching || undefined}>
                <HeaderRow>
                  <TableHead>Job</TableHead>
                  <TableHead>Attempts</TableHead>
                  <TableHead>Last error</TableHead>
                  <TableHead>{text.time}</TableHead>
                  <TableHead data-priority="2">Created</TableHead>
                  {(can.update || can.delete) && <ActionsHead />}
                </HeaderRow>
                <TableBody>
                  {rows.map((job) => (
                    <TableRow key={job.id} className="align-top">
                      <TableCell className="max-w-80 min-w-48 whitespace-normal" data-cell="primary">
                        <p className="font-medium break-words">{job.summary}</p>
                        <p className="text-xs font-normal text-muted-foreground">
                          {job.name}
                          {job.state === "active" && (
                            <Badge variant="outline" className="ml-2">
                              Running
                            </Badge>
                          )}
                        </p>
                      </TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums" data-label="Attempts">
                        {job.attempts} of {job.maxAttempts}
                      </TableCell>
                      <TableCell className="max-w-72 min-w-40 text-sm break-words whitespace-normal text-muted-foreground" data-label="Last error">
                        {job.lastError ?? "None"}
                      </TableCell>
                      <TableCell className="text-sm whitespace-nowrap" data-label={text.time}>
                        {job.state === "active" ? "Running now" : <Moment iso={tab === "waiting" ? job.runAt : (job.completedAt ?? job.runAt)} now={now} />}
                      </TableCell>
                      <TableCell className="text-sm whitespace-nowrap" data-label="Created" data-priority="2">
                        <Moment iso={job.createdAt} now={now} />
                      </TableCell>
                      {(can.update || can.delete) && (
                        <TableCell data-cell="actions">
                          <div className="flex justify-end gap-1">
                            {can.update && job.state === "failed" && (
                              <Button variant="outline" size="sm" onClick={() => runAgain(job)} disabled={retry.isPending && retry.variables === job.id} aria-label={`Retry ${job.summary}`}>
                                <RotateCw aria-hidden />
                                Retry
                              </Button>
                            )}
                            {can.delete && job.state !== "active" && (
                              <Button variant="ghost" size="icon" onClick={() => setDiscarding(job)} aria-label={`Discard ${job.summary}`}>
                                <Trash2 aria-hidden />
                              </Button>
                            )}
                          </div>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </DataTable>
              {rows.length >= JOB_LIST_LIMIT && <p className="text-sm text-muted-foreground">Showing the newest {JOB_LIST_LIMIT}.</p>}
            </ListContent>
          </TabsContent>
        </Tabs>
      </CardContent>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this job?"
        description={discarding?.state === "waiting" ? `"${discarding.summary}" will not run. This cannot be undone.` : `"${discarding?.summary}" is removed for good. This cannot be undone.`}
        confirmLabel="Discard job"
        pendingLabel="Discarding..."
        destructive
        errorFallback="Could not discard the job. Please try again."
        onConfirm={async () => {
          if (!discarding) return;
          await discard.mutateAsync(discarding.id);
          toast.success("Job discarded");
        }}
      />
    </Card>
  );
}
