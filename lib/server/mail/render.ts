import "server-only";
// Turns an e-mail component (./emails) with its props into a message: subject, HTML and plain-text part. Inside the
// Next.js server React renders in place. A plain script runs with the react-server condition (for "server-only"),
// where React has no HTML renderer: there one worker thread without that condition renders for it.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { renderTemplate, type TemplateName, type TemplateProps } from "./emails/templates";

export type Mail = { subject: string; text: string; html: string };

type Parts = { html: string; text: string };
type Reply = { id: number; parts?: Parts; error?: string };

const holder = globalThis as typeof globalThis & {
  __quotaproofMailRenderer?: { worker: Worker; next: number; waiting: Map<number, (reply: Reply) => void> };
};

function scriptRenderer() {
  if (!holder.__quotaproofMailRenderer) {
    const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/server/mail/emails/script-render-worker.mjs");
    // No inherited flags: the worker resolves packages with Node's default conditions.
    const worker = new Worker(entry, { execArgv: [] });
    const state = { worker, next: 0, waiting: new Map<number, (reply: Reply) => void>() };
    worker.on("message", (reply: Reply) => {
      state.waiting.get(reply.id)?.(reply);
      state.waiting.delete(reply.id);
      if (state.waiting.size === 0) worker.unref();
    });
    worker.on("error", (error) => {
      for (const settle of state.waiting.values()) settle({ id: -1, error: error.message });
      holder.__quotaproofMailRenderer = undefined;
    });
    holder.__quotaproofMailRenderer = state;
  }
  return holder.__quotaproofMailRenderer;
}

function renderInWorker(name: TemplateName, props: unknown): Promise<Parts> {
  const renderer = scriptRenderer();
  const id = renderer.next++;
  renderer.worker.ref();
  return new Promise((resolve, reject) => {
    renderer.waiting.set(id, (reply) => (reply.parts ? resolve(reply.parts) : reject(new Error(reply.error))));
    renderer.worker.postMessage({ id, name, props });
  });
}

export async function renderMail<N extends TemplateName>(
  subject: string,
  name: N,
  props: TemplateProps<N>,
): Promise<Mail> {
  try {
    return { subject, ...(await renderTemplate(name, props)) };
  } catch (error) {
    if (!/not supported in React Server Components/.test((error as Error).message)) throw error;
    return { subject, ...(await renderInWorker(name, props)) };
  }
}
