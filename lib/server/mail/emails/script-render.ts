// Renders e-mails for a plain script (the demo seed queues signing requests): it runs with the react-server
// condition, under which React has no HTML renderer, so this worker thread renders each message instead.
import { parentPort } from "node:worker_threads";
import { renderTemplate, type TemplateName, type TemplateProps } from "./templates";

type Job = { id: number; name: TemplateName; props: TemplateProps<TemplateName> };

parentPort?.on("message", (job: Job) => {
  renderTemplate(job.name, job.props).then(
    (parts) => parentPort?.postMessage({ id: job.id, parts }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: (error as Error).message }),
  );
});
