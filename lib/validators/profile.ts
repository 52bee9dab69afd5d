// The account profile the owner edits from the Overview: PATCH /api/auth/me and the name form.
import { z } from "zod";
import { LEVEL_NAMES } from "@/lib/levels";

export const fullNameSchema = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

/** The Overview's name box. */
export const profileNameSchema = z.object({ fullName: fullNameSchema });

/** PATCH /api/auth/me: any of the fields, at least one. */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    lastSeenLevel: z.enum(LEVEL_NAMES, { error: `Level must be one of: ${LEVEL_NAMES.join(", ")}` }).optional(),
  })
  .refine((v) => v.fullName !== undefined || v.lastSeenLevel !== undefined, {
    message: "Nothing to update: send fullName or lastSeenLevel",
  });

export type ProfileNameFormValues = z.input<typeof profileNameSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

