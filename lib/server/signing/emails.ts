import "server-only";
// The e-mails of the manager e-signature flow, each with an HTML and a plain-text part.
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { escapeHtml, mailButton, mailLayout as layout, type Mail } from "../mail/template";
import { figureLines, type ClaimedFigures } from "./figures";

function figuresText(figures: ClaimedFigures): string {
  return figureLines(figures)
    .map((line) => `  ${line.label}: ${line.value}`)
    .join("\n");
}

function figuresHtml(figures: ClaimedFigures): string {
  const rows = figureLines(figures)
    .map(
      (line) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(line.label)}</th><td style="padding:4px 0">${escapeHtml(line.value)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>`;
}

export function signatureRequestMail(args: {
  repName: string;
  managerName: string;
  figures: ClaimedFigures;
  link: string;
  expiresAt: Date;
}): Mail {
  const { repName, managerName, figures, link, expiresAt } = args;
  const subject = `${repName} asks you to confirm their quota results`;
  const text = [
    `Hello ${managerName},`,
    "",
    `${repName} listed you as their manager and asks you to confirm these figures on ${PRODUCT_NAME}:`,
    "",
    figuresText(figures),
    "",
    `Review and sign, or decline, here (no account needed):`,
    link,
    "",
    `The link works once and expires on ${formatDate(expiresAt)}. If you do not know ${repName}, ignore this e-mail.`,
  ].join("\n");
  const html = layout(
    `<p>Hello ${escapeHtml(managerName)},</p>
<p>${escapeHtml(repName)} listed you as their manager and asks you to confirm these figures on ${PRODUCT_NAME}:</p>
${figuresHtml(figures)}
${mailButton(link, "Review and sign")}
<p>The link works once and expires on ${escapeHtml(formatDate(expiresAt))}. If you do not know ${escapeHtml(repName)}, ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}

export function signedMail(args: {
  repName: string;
  signerName: string;
  figures: ClaimedFigures;
  signedAt: Date;
}): Mail {
  const { repName, signerName, figures, signedAt } = args;
  const subject = `${signerName} signed your ${PRODUCT_NAME}`;
  const text = [
    `Hello ${repName},`,
    "",
    `${signerName} confirmed your figures on ${formatDate(signedAt)}. Your ${PRODUCT_NAME} is now Verified:`,
    "",
    figuresText(figures),
  ].join("\n");
  const html = layout(
    `<p>Hello ${escapeHtml(repName)},</p>
<p>${escapeHtml(signerName)} confirmed your figures on ${escapeHtml(formatDate(signedAt))}. Your ${PRODUCT_NAME} is now <strong>Verified</strong>:</p>
${figuresHtml(figures)}`,
  );
  return { subject, text, html };
}

export function declinedMail(args: {
  repName: string;
  managerName: string;
  figures: ClaimedFigures;
  reason: string;
}): Mail {
  const { repName, managerName, figures, reason } = args;
  const subject = `${managerName} declined to sign your ${PRODUCT_NAME}`;
  const text = [
    `Hello ${repName},`,
    "",
    `${managerName} declined to confirm these figures:`,
    "",
    figuresText(figures),
    "",
    `Reason: ${reason}`,
    "",
    `Your ${PRODUCT_NAME} stays pending. You can correct the figures and request a new signature.`,
  ].join("\n");
  const html = layout(
    `<p>Hello ${escapeHtml(repName)},</p>
<p>${escapeHtml(managerName)} declined to confirm these figures:</p>
${figuresHtml(figures)}
<p><strong>Reason:</strong> ${escapeHtml(reason)}</p>
<p>Your ${PRODUCT_NAME} stays pending. You can correct the figures and request a new signature.</p>`,
  );
  return { subject, text, html };
}
