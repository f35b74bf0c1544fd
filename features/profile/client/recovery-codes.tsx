"use client";

import { toast } from "sonner";
import { Copy, Download, KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The one-time recovery codes, shown once right after enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Masterly recovery codes (each works once)\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Copy failed: select the codes and copy them yourself");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "masterly-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4 rounded-lg border border-warning/50 bg-warning/10 p-4">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="space-y-1">
          <h3 id="recovery-codes-title" className="font-semibold">
            Save your recovery codes
          </h3>
          <p className="text-sm">
            If you lose your phone, each of these codes signs you in once instead of an app code. They are shown only now: keep them somewhere safe.
          </p>
        </div>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-card p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy codes
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved my recovery codes
        </Button>
      </div>
    </section>
  );
}
