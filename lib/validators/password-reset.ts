// The forgotten-password flow: asking for a link, then choosing a new password through it.
import { z } from "zod";
import { LINK_TOKEN_PATTERN } from "@/lib/link-token";
import { newPasswordSchema, registerSchema } from "./auth";

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: registerSchema.shape.email });

/** POST /api/auth/password-reset/confirm */
export const passwordResetSchema = z.object({
  token: z.string({ error: "The reset link is not valid" }).regex(LINK_TOKEN_PATTERN, "The reset link is not valid"),
  newPassword: newPasswordSchema,
});

/** The page's form adds the confirmation. */
export const passwordResetFormSchema = passwordResetSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** What the page's form posts: the link's token (a hidden field) with the form's fields. */
export const passwordResetPostSchema = z.intersection(
  passwordResetFormSchema,
  passwordResetSchema.pick({ token: true }),
);

export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetRequestFormValues = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type PasswordResetFormValues = z.input<typeof passwordResetFormSchema>;
