// A question's text as a learner reads it. Line breaks are kept; a code question's code (what
// follows its first blank line) and any ``` fenced block are shown in <pre><code>, untouched.
import { cn } from "@/lib/utils";
import type { QuestionType } from "../schema";

type Part = { kind: "text" | "code"; value: string };

export function splitQuestionText(text: string, type: QuestionType): Part[] {
  if (text.includes("```")) {
    return text
      .split(/```[^\n]*\n?/)
      .map((value, i): Part => ({ kind: i % 2 === 1 ? "code" : "text", value: i % 2 === 1 ? value.replace(/\n$/, "") : value.trim() }))
      .filter((p) => p.value !== "");
  }
  if (type === "code") {
    const gap = text.indexOf("\n\n");
    if (gap > 0) return [{ kind: "text", value: text.slice(0, gap) }, { kind: "code", value: text.slice(gap + 2) }];
  }
  return [{ kind: "text", value: text }];
}

export function CodeBlock({ code, className }: { code: string; className?: string }) {
  return (
    <pre className={cn("overflow-x-auto rounded-md border bg-muted p-3 text-sm leading-relaxed", className)}>
      <code className="font-mono">{code}</code>
    </pre>
  );
}

export function QuestionText({ text, type }: { text: string; type: QuestionType }) {
  return (
    <div className="space-y-3">
      {splitQuestionText(text, type).map((part, i) =>
        part.kind === "code" ? (
          <CodeBlock key={i} code={part.value} />
        ) : (
          <p key={i} className="whitespace-pre-wrap">
            {part.value}
          </p>
        ),
      )}
    </div>
  );
}
