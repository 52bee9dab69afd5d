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

/** Profile pictures: the types accepted (checked by content on the server) and the size cap. */
export const PROFILE_PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TOO_LARGE = "Profile picture must be 5 MB or smaller";
export const PROFILE_PICTURE_WRONG_TYPE = "Profile picture must be a PNG, JPEG or WebP image";
