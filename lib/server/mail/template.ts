import "server-only";
// The frame every e-mail shares: an HTML part in one simple layout and a plain-text part.
import { PRODUCT_NAME } from "@/lib/product";

export type Mail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The HTML document around a message's body (already escaped HTML). */
export function mailLayout(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px">${body}<p style="color:#777;font-size:12px">${PRODUCT_NAME}, the verified brag book for sales reps.</p></body></html>`;
}

/** A call-to-action link styled as a button, followed by the bare link for clients that hide buttons. */
export function mailButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p>Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
}
