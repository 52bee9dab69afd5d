// The export calls' body: the chosen achievements, and an optional userId (kept for compatibility; the caller's own).
import { z } from "zod";

export const NOTHING_SELECTED_MESSAGE = "Select at least one achievement to export";

export const exportRequestSchema = z.object({
  achievementIds: z
    .array(z.coerce.number({ error: "Achievement ids must be numbers" }).int().positive(), {
      error: NOTHING_SELECTED_MESSAGE,
    })
    .min(1, NOTHING_SELECTED_MESSAGE)
    .max(1000, "Too many achievements selected")
    .transform((ids) => [...new Set(ids)]),
  userId: z.unknown().optional(),
});

export type ExportRequest = z.output<typeof exportRequestSchema>;
