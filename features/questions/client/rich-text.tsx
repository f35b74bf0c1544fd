// A question's text (or feedback) as a learner reads it, in the format it was written in:
//   html     parsed and sanitized with an allow-list (GitHub's: formatting, lists, tables, images,
//            code, links; no scripts, no event handlers, no style, no javascript: URLs);
//   moodle   Moodle's auto-format: line breaks kept, HTML inside sanitized the same way;
//   markdown Markdown with GitHub's tables and lists, raw HTML left out, sanitized;
//   plain    the text as written (a code question's code in <pre><code>).
// What is stored is never changed: sanitizing happens only here, when it is shown.
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize from "rehype-sanitize";
import { fromHtml } from "hast-util-from-html";
import { sanitize } from "hast-util-sanitize";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { Root } from "hast";
import { cn } from "@/lib/utils";
import type { QuestionType, TextFormat } from "../schema";
import { QuestionText } from "./question-text";

/** Headings, lists, tables, images and code laid out inside a dialog, without a typography plugin. */
const RICH =
  "space-y-2 break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:border [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-5";

/** Sanitized HTML as a hast tree (exported for tests). */
export function sanitizeHtml(html: string): Root {
  return sanitize(fromHtml(html, { fragment: true })) as Root;
}

/** Moodle's auto-format: the text's line breaks become <br>, its HTML stays (and is sanitized). */
export const moodleToHtml = (text: string) => text.replace(/\r?\n/g, "<br>\n");

function Html({ html, className }: { html: string; className?: string }) {
  return <div className={cn(RICH, className)}>{toJsxRuntime(sanitizeHtml(html), { Fragment, jsx, jsxs })}</div>;
}

type Props = { text: string; format: TextFormat; type?: QuestionType; className?: string; inline?: boolean };

export function RichText({ text, format, type = "essay", className, inline }: Props) {
  if (format === "html") return <Html html={text} className={className} />;
  if (format === "moodle") return <Html html={moodleToHtml(text)} className={className} />;
  if (format === "markdown") {
    return (
      <div className={cn(RICH, className)}>
        <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
          {text}
        </ReactMarkdown>
      </div>
    );
  }
  if (inline) return <span className={cn("whitespace-pre-wrap", className)}>{text}</span>;
  return <QuestionText text={text} type={type} />;
}
