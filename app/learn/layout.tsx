import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { QueryProvider } from "@/components/providers/query-provider";

export const metadata = { title: { default: "Learn", template: "%s · Masterly" }, robots: { index: false } };

/** The course player lives outside the dashboard shell: the lesson gets the whole screen. */
export default function LearnLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <QueryProvider>{children}</QueryProvider>
    </AppProviders>
  );
}
