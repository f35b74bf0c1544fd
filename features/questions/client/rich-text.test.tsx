import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

const html = (text: string, format: "html" | "moodle" | "markdown" | "plain" = "html") => renderToStaticMarkup(<RichText text={text} format={format} />);

describe("RichText", () => {
  it("keeps formatting, lists, tables, images and code from HTML", () => {
    const out = html(
      '<p>A <b>bold</b> <em>word</em></p><ul><li>one</li></ul><table><tr><th>h</th></tr><tr><td>c</td></tr></table><img src="/api/uploads/questions/0123456789abcdef0123456789abcdef.png" alt="A cat"><pre><code>x &lt; 1</code></pre>',
    );
    expect(out).toContain("<b>bold</b>");
    expect(out).toContain("<em>word</em>");
    expect(out).toContain("<li>one</li>");
    expect(out).toContain("<td>c</td>");
    expect(out).toContain('<img src="/api/uploads/questions/0123456789abcdef0123456789abcdef.png" alt="A cat"/>');
    expect(out).toContain("<pre><code>x &lt; 1</code></pre>");
  });

  it("drops scripts, event handlers, styles and javascript: URLs", () => {
    const out = html(
      '<p onclick="alert(1)" style="color:red">hi</p><script>alert(2)</script><img src="x.png" onerror="alert(3)"><a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>',
    );
    expect(out).not.toMatch(/onclick|onerror|style=|<script|javascript:|<iframe|alert\(2\)|alert\(5\)/);
    expect(out).toContain("<p>hi</p>");
    expect(out).toContain("link");
  });

  it("renders Markdown as Markdown, without raw HTML", () => {
    const out = html("Some **bold** text\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<script>alert(1)</script>", "markdown");
    expect(out).toContain("<strong>bold</strong>");
    expect(out).toContain("<td>1</td>");
    expect(out).not.toContain("<script");
  });

  it("keeps Moodle auto-format line breaks, and plain text as text", () => {
    expect(html("line one\nline <i>two</i>", "moodle")).toContain("line one<br/>\nline <i>two</i>");
    expect(html("<b>not bold</b>", "plain")).toContain("&lt;b&gt;not bold&lt;/b&gt;");
  });
});
