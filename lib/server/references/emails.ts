import "server-only";
// The e-mails of reference verification: the request to the reference and the notice to the rep.
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { escapeHtml, mailButton, mailLayout, type Mail } from "../mail/template";

export function referenceConfirmationMail(args: {
  repName: string;
  referenceName: string;
  relationship: string;
  link: string;
  expiresAt: Date;
}): Mail {
  const { repName, referenceName, relationship, link, expiresAt } = args;
  const subject = `${repName} listed you as a reference`;
  const intro = `${repName} listed you as a professional reference (${relationship}) on ${PRODUCT_NAME} and asks you to confirm that you worked together. You can also review or edit the testimonial shown with your name.`;
  const closing = `The link works once and expires on ${formatDate(expiresAt)}. If you do not know ${repName}, ignore this e-mail.`;
  const text = [`Hello ${referenceName},`, "", intro, "", "Confirm here (no account needed):", link, "", closing].join(
    "\n",
  );
  const html = mailLayout(
    `<p>Hello ${escapeHtml(referenceName)},</p>
<p>${escapeHtml(intro)}</p>
${mailButton(link, "Confirm the reference")}
<p>${escapeHtml(closing)}</p>`,
  );
  return { subject, text, html };
}

export function referenceConfirmedMail(args: { repName: string; referenceName: string }): Mail {
  const { repName, referenceName } = args;
  const subject = `${referenceName} confirmed your reference`;
  const line = `${referenceName} confirmed your working relationship. The reference now shows as Verified on your ${PRODUCT_NAME} portfolio.`;
  return {
    subject,
    text: [`Hello ${repName},`, "", line].join("\n"),
    html: mailLayout(`<p>Hello ${escapeHtml(repName)},</p>\n<p>${escapeHtml(line)}</p>`),
  };
}
