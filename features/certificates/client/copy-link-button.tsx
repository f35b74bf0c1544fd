"use client";

import { Check, Link2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** Copies a link; falls back to showing it when the clipboard is not available (e.g. plain http). */
export function CopyLinkButton({ url, label = "Copy link", variant = "outline" }: { url: string; label?: string; variant?: "outline" | "default" | "secondary" }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.message("Copy this link", { description: url });
    }
  }
  return (
    <Button type="button" variant={variant} onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
      {copied ? "Copied" : label}
    </Button>
  );
}
