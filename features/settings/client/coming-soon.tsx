import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { SettingsCardHeader } from "./settings-card-header";

/** The Integrations and Billing tabs: not built yet, and saying so. */
export function ComingSoon({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  return (
    <Card>
      <SettingsCardHeader title={title} description={`${title} settings will be available soon.`} />
      <CardContent>
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <Icon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{title} will be available soon</p>
          <p className="max-w-sm text-sm text-muted-foreground">We are working on it. Nothing here needs your attention yet.</p>
        </div>
      </CardContent>
    </Card>
  );
}
