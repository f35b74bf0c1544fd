// The branded frame every email shares, in HTML and plain text. Messages are written with the
// product name "Masterly"; brandEmail() puts the Site name, description and contact email of the
// General settings in its place just before sending (lib/email/transport.ts), so every email,
// subject included, carries what the admin saved.

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter link under the button (the way out of what the button does). */
  secondaryAction?: { label: string; url: string };
  footnote?: string;
};

export type EmailBrand = { siteName: string; siteDescription: string; contactEmail: string };

const FOOTER = "Masterly · Master new skills with expert-led courses";

/** Swap the default product name and footer for the General settings' name, description and contact. */
export function brandEmail<M extends { subject: string; html: string; text: string }>(message: M, brand: EmailBrand): M {
  const footer = `${brand.siteName} · ${brand.siteDescription} · Contact us: ${brand.contactEmail}`;
  const swapText = (value: string) => value.split(FOOTER).join(footer).replace(/\bMasterly\b/g, brand.siteName);
  const swapHtml = (value: string) => value.split(FOOTER).join(escape(footer)).replace(/\bMasterly\b/g, escape(brand.siteName));
  return { ...message, subject: swapText(message.subject), text: swapText(message.text), html: swapHtml(message.html) };
}

export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#27272a">${escape(p)}</p>`).join("");
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escape(content.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#52525b">Or paste this link into your browser:<br><span style="word-break:break-all">${escape(content.action.url)}</span></p>`
    : "";
  const secondary = content.secondaryAction
    ? `<p style="margin:0 0 16px;font-size:14px;color:#27272a"><a href="${escape(content.secondaryAction.url)}" style="color:#4f46e5">${escape(content.secondaryAction.label)}</a>: <span style="word-break:break-all">${escape(content.secondaryAction.url)}</span></p>`
    : "";
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#52525b">${escape(content.footnote)}</p>` : "";
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">Masterly</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#18181b">${escape(content.heading)}</h1>${paragraphs}${button}${secondary}${footnote}</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#71717a">Masterly · Master new skills with expert-led courses</p></td></tr></table></body></html>`;
  const text = [
    "Masterly",
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.secondaryAction ? [`${content.secondaryAction.label}: ${content.secondaryAction.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    "— Masterly · Master new skills with expert-led courses",
  ].join("\n");
  return { subject: content.subject, html, text };
}
