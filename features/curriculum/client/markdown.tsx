// Lesson text, rendered safely: GitHub-flavoured Markdown, highlighted code blocks and images by
// URL, and no raw HTML. Highlighting runs before the sanitizer, which then keeps only the
// highlighter's class names (hljs-*) and the language class on code.
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";
import "./markdown.css";

const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [["className", /^language-./, "hljs"]],
    span: [["className", /^hljs-[a-z_-]+$/]],
  },
};

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 mb-3 text-2xl font-bold tracking-tight" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-8 mb-3 text-xl font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-6 mb-2 text-lg font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-4 mb-2 font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-4 leading-7" {...props} />,
  a: ({ node: _node, href, ...props }) => {
    const external = typeof href === "string" && /^https?:/i.test(href);
    return <a href={href} className="font-medium text-primary underline underline-offset-4" {...(external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {})} {...props} />;
  },
  ul: ({ node: _node, className, ...props }) => <ul className={cn("my-4 list-disc space-y-1 pl-6", className?.includes("contains-task-list") && "list-none pl-0")} {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-4 list-decimal space-y-1 pl-6" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="my-4 border-l-4 pl-4 text-muted-foreground italic" {...props} />,
  code: ({ node: _node, className, ...props }) => (
    <code className={cn(className?.includes("hljs") ? "block" : "rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]", className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => <pre className="markdown-pre my-4 overflow-x-auto rounded-lg border bg-muted/60 p-4 font-mono text-sm leading-6" tabIndex={0} {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border px-3 py-2 text-left font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border px-3 py-2" {...props} />,
  hr: () => <hr className="my-8" />,
  // eslint-disable-next-line @next/next/no-img-element -- images are by URL from any host, sized by the author
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} loading="lazy" className="my-4 h-auto max-w-full rounded-lg" {...props} />,
};

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("markdown min-w-0 break-words", className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeHighlight, { detect: false }], [rehypeSanitize, schema]]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
