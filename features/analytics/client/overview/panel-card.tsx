import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** One of the Overview's panels: a card headed by its h2, then its content. */
export function PanelCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
