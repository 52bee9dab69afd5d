import "server-only";
// Turns an e-mail component (./emails) with its props into a message: subject, HTML and plain-text part. Inside the
// Next.js server React renders in place. A plain script runs with the react-server condition (for "server-only"),
// where React has no HTML renderer: there one worker thread without that condition renders for it.
import { defineWorker } from "../worker-pool";
import { renderTemplate, type TemplateName, type TemplateProps } from "./emails/templates";
import type { RenderJob } from "./emails/script-render";

export type Mail = { subject: string; text: string; html: string };

type Parts = { html: string; text: string };

// Loaded from the source (through tsx), not from .workers/: only scripts run it. No inherited flags: the worker
// resolves packages with Node's default conditions.
const scriptRenderer = defineWorker<RenderJob, Parts>("lib/server/mail/emails/script-render-worker.mjs", {
  name: "mail-render",
  maxWorkers: 1,
  limits: { timeLimitMs: 60_000, heapLimitMb: 256 },
  execArgv: [],
});

export async function renderMail<N extends TemplateName>(
  subject: string,
  name: N,
  props: TemplateProps<N>,
): Promise<Mail> {
  try {
    return { subject, ...(await renderTemplate(name, props)) };
  } catch (error) {
    if (!/not supported in React Server Components/.test((error as Error).message)) throw error;
    return { subject, ...(await scriptRenderer.run({ name, props })) };
  }
}
