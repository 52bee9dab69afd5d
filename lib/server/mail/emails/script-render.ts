// Renders e-mails for a plain script (the demo seed queues signing requests): it runs with the react-server
// condition, under which React has no HTML renderer, so this worker thread renders each message instead.
import { renderTemplate, type TemplateName, type TemplateProps } from "./templates";

export type RenderJob = { name: TemplateName; props: TemplateProps<TemplateName> };

/** The worker pool's job: the message's HTML and text. */
export default function render(job: RenderJob): Promise<{ html: string; text: string }> {
  return renderTemplate(job.name, job.props);
}
