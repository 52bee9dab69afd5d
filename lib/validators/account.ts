// The account calls of the settings page: password change and account deletion.
import { z } from "zod";
import { LINK_TOKEN_PATTERN } from "@/lib/link-token";
import { registerSchema } from "./auth";
import { newPasswordSchema } from "./password";

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(128);

/** POST /api/auth/password */
export const passwordChangeSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "Choose a password you have not used here",
    path: ["newPassword"],
  });

/** DELETE /api/auth/me: the password again, so a forgotten open session cannot delete the account. */
export const accountDeleteSchema = z.object({ password: currentPassword });

/** The settings page's deletion form: the API's fields, and DELETE typed out. */
export const accountDeleteFormSchema = accountDeleteSchema.extend({
  confirmation: z.literal("DELETE", { error: "Type DELETE to confirm" }),
});

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeFormValues = z.input<typeof passwordChangeSchema>;

/** POST /api/auth/email: the new address and the current password. */
export const emailChangeSchema = z.object({
  newEmail: registerSchema.shape.email,
  password: currentPassword,
});

/** POST /api/auth/email/confirm: the token from the link sent to the new address. */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: "The confirmation link is not valid" })
    .regex(LINK_TOKEN_PATTERN, "The confirmation link is not valid"),
});

export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
