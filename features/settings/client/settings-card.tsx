"use client";

// One settings group's card: its heading, the values loading or failing to load, then the group's
// form; and the form's footer with its Save button.
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { settingsQueryOptions } from "./queries";
import type { SettingsGroup, SettingsGroups } from "@/lib/settings/defaults";
import { FormSkeleton, LoadError } from "@/components/data-list/load-states";
import { SettingsCardHeader } from "./settings-card-header";

// How the load failure names each group: "The notification settings could not be loaded."
const NOUN: Record<SettingsGroup, string> = { general: "general", security: "security", notifications: "notification" };

type Props<G extends SettingsGroup> = {
  group: G;
  title: string;
  description: string;
  /** Placeholder rows while the values load. */
  rows: number;
  children: (settings: SettingsGroups[G]) => ReactNode;
};

export function SettingsCard<G extends SettingsGroup>({ group, title, description, rows, children }: Props<G>) {
  const query = useQuery(settingsQueryOptions(group));
  return (
    <Card>
      <SettingsCardHeader title={title} description={description} />
      {query.isPending ? (
        <CardContent>
          <FormSkeleton rows={rows} />
        </CardContent>
      ) : query.isError ? (
        <CardContent>
          <LoadError message={`The ${NOUN[group]} settings could not be loaded.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </CardContent>
      ) : (
        children(query.data.data.settings as SettingsGroups[G])
      )}
    </Card>
  );
}

export function SaveFooter({ pending, label }: { pending: boolean; label: string }) {
  return (
    <CardFooter className="mt-6 border-t pt-6">
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : label}
      </Button>
    </CardFooter>
  );
}
