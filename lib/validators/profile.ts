// The account profile the owner edits from the Overview: PATCH /api/auth/me and the name form.
import { z } from "zod";
import { LEVEL_NAMES } from "@/lib/levels";
import { optionalText, optionalUrl } from "./common";

export const fullNameSchema = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

/** The Overview's name box. */
export const profileNameSchema = z.object({ fullName: fullNameSchema });

/** The settings page's profile form: what shared pages and exports show about the rep. Empty clears a field. */
export const profileDetailsSchema = z.object({
  fullName: fullNameSchema,
  title: optionalText(120),
  company: optionalText(120),
  linkedinUrl: optionalUrl("Please enter a valid LinkedIn URL (http or https)"),
  videoPitchUrl: optionalUrl("The video pitch must be an http or https address"),
});

const PROFILE_FIELDS = ["fullName", "title", "company", "linkedinUrl", "videoPitchUrl", "lastSeenLevel"] as const;

/** PATCH /api/auth/me: any of the fields, at least one; a field left out is left as it is. */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    title: profileDetailsSchema.shape.title.optional(),
    company: profileDetailsSchema.shape.company.optional(),
    linkedinUrl: profileDetailsSchema.shape.linkedinUrl.optional(),
    videoPitchUrl: profileDetailsSchema.shape.videoPitchUrl.optional(),
    lastSeenLevel: z.enum(LEVEL_NAMES, { error: `Level must be one of: ${LEVEL_NAMES.join(", ")}` }).optional(),
  })
  .refine((v) => PROFILE_FIELDS.some((field) => v[field] !== undefined), {
    message: `Nothing to update: send one of ${PROFILE_FIELDS.join(", ")}`,
  });

export type ProfileDetailsFormValues = z.input<typeof profileDetailsSchema>;

export type ProfileNameFormValues = z.input<typeof profileNameSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
