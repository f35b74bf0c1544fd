// An empty page under the same root layout, for `npm run bench:bundle`: first-load JavaScript of
// "/" is compared with this one's. Only in builds made with BENCH_ROUTES=1 (next.config.ts).
import type { Metadata } from "next";

export const dynamic = "force-static";

export const metadata: Metadata = { title: "Empty page", robots: { index: false, follow: false } };

// One line of text so Lighthouse has something to paint; no components, no client code.
export default function BenchEmptyPage() {
  return (
    <main className="p-8">
      <p>An empty page, for comparing bundle sizes.</p>
    </main>
  );
}
