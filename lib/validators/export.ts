// The export calls' body: the chosen achievements, and an optional userId (kept for compatibility; the caller's own).
// No achievements (an empty or missing list) is a choice too: the export then shows the rep's other sections, and
// the server answers 422 on `sections` only when those hold nothing (lib/export-content.ts).
import { z } from "zod";

export const exportRequestSchema = z.object({
  achievementIds: z
    .array(z.coerce.number({ error: "Achievement ids must be numbers" }).int().positive(), {
      error: "achievementIds must be a list of achievement ids",
    })
    .max(1000, "Too many achievements selected")
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  userId: z.unknown().optional(),
});

export type ExportRequest = z.output<typeof exportRequestSchema>;
export type ExportRequestBody = z.input<typeof exportRequestSchema>;
