import "server-only";
// Turns an e-mail component (./emails) into the two parts every message carries: the HTML React renders (escaping
// every value it is given) and a plain-text part read from that same HTML, so both say the same thing.
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export type Mail = { subject: string; text: string; html: string };

/** A table marked `data-text-format="dataTable"` reads as aligned "label  value" lines, labels as written. */
const TEXT_OPTIONS = {
  selectors: [
    { selector: '[data-text-format="dataTable"]', format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};

export async function renderMail(subject: string, email: ReactElement): Promise<Mail> {
  let html: string;
  try {
    html = await render(email);
  } catch (error) {
    // Plain scripts run with the react-server condition (for "server-only"), where React cannot render HTML.
    if (/not supported in React Server Components/.test((error as Error).message))
      throw new Error("E-mails are rendered by the Next.js server: queue mail from a request, not from a script");
    throw error;
  }
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS).trim() };
}
