"use client";
// Runs one export at a time and tells the rep how it went, with one toast per outcome. A 402 from the
// plan check shows the upgrade prompt instead of the generic failure.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { toastMutationError } from "@/lib/mutation-toast";
import { runExport, type ExportBody, type ExportKind, type ExportOutcome } from "./export-requests";
import { sharingKeys } from "@/lib/api/keys";

export const EXPORT_FAILURES: Record<ExportKind, { title: string; description: string }> = {
  pdf: { title: "Export failed", description: "Failed to generate PDF. Please try again." },
  powerpoint: { title: "Export failed", description: "Failed to generate PowerPoint. Please try again." },
  "google-slides": {
    title: "Export failed",
    description: "Failed to create Google Slides presentation. Please try again.",
  },
  "shareable-link": {
    title: "Link creation failed",
    description: "Failed to create shareable link. Please try again.",
  },
};

const SUCCESS_TITLES = { pdf: "PDF Generated", powerpoint: "PowerPoint Generated" } as const;

type Handlers = {
  onLinkCreated: (shareUrl: string) => void;
  onConnectRequired: (connectUrl: string) => void;
};

export function useExport({ onLinkCreated, onConnectRequired }: Handlers) {
  const queryClient = useQueryClient();
  const mutation = useMutation<ExportOutcome, unknown, { kind: ExportKind; body: ExportBody }>({
    mutationFn: ({ kind, body }) => runExport(kind, body),
    onSuccess: (outcome, { kind }) => {
      switch (outcome.kind) {
        case "file":
          toast.success(kind === "powerpoint" ? SUCCESS_TITLES.powerpoint : SUCCESS_TITLES.pdf, {
            description: `Downloaded ${outcome.fileName}.`,
          });
          return;
        case "slides-created":
          toast.success("Google Slides Created", {
            description: "The presentation is in your Google Drive.",
            action: { label: "Open", onClick: () => window.open(outcome.url, "_blank", "noopener,noreferrer") },
          });
          return;
        case "slides-file":
          // No Slides file exists yet: say what was made and how to turn it into one.
          toast.success("Slides-ready deck downloaded", {
            description: `To open ${outcome.fileName} in Google Slides, choose File → Import slides in a presentation, or upload it to Google Drive and open it with Google Slides.`,
            duration: 12_000,
          });
          return;
        case "slides-connect":
          onConnectRequired(outcome.connectUrl);
          return;
        case "link":
          toast.success("Shareable link created", { description: "Anyone with the link can view the selected items." });
          void queryClient.invalidateQueries({ queryKey: sharingKeys.links() });
          onLinkCreated(outcome.shareUrl);
      }
    },
    onError: (error, { kind }) =>
      toastMutationError(EXPORT_FAILURES[kind].title, EXPORT_FAILURES[kind].description, error),
  });
  return {
    start: (kind: ExportKind, body: ExportBody) => mutation.mutate({ kind, body }),
    /** The export running now, if any: only one at a time. */
    pendingKind: mutation.isPending ? mutation.variables.kind : null,
  };
}
