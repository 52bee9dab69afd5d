import "server-only";
// The SMTP side of the outbox: one nodemailer transport per process, built from SMTP_URL.
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { processSingleton } from "../process-singleton";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

const holder = processSingleton(
  "smtp-transport",
  (): { __quotaproofSmtp?: { url: string; transport: Transporter } } => ({}),
);

function transport(url: string): Transporter {
  if (holder.__quotaproofSmtp?.url !== url) {
    holder.__quotaproofSmtp = {
      url,
      // Short timeouts: a hung server costs a retry later, not a stuck worker.
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return holder.__quotaproofSmtp.transport;
}

/**
 * Delivers one message. Without SMTP_URL there is nowhere to send it: the outbox row itself is the message
 * (shown at /dev/outbox), so it counts as delivered.
 */
export async function deliver(mail: OutgoingMail): Promise<"smtp" | "outbox"> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return "outbox";
  await transport(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return "smtp";
}
