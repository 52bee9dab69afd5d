import { z } from "zod";
import {
  newPasswordIssue,
  newPasswordLength,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordUserInputs,
} from "./password";

export { loginSchema, type LoginInput } from "./login";
export { newPasswordSchema, PASSWORD_MIN_LENGTH } from "./password";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address");

const registerFields = z.object({
  fullName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name is too long"),
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .regex(/^[A-Za-z0-9_.-]{3,30}$/, "Username must be 3-30 letters, numbers, dots, dashes or underscores"),
  email,
  password: newPasswordLength,
});

/** The password must not be guessable, judged with the person's own address, username and name as known words. */
function strongPassword(
  value: { password: string; email: string; username: string; fullName: string },
  ctx: z.RefinementCtx,
): void {
  // The length rule already answered for a password that is missing, too short or too long.
  const { password } = value as { password: unknown };
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return;
  const issue = newPasswordIssue(value.password, passwordUserInputs(value));
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["password"] });
}

/** What the register call receives: email, password, fullName, username. */
export const registerSchema = registerFields.superRefine(strongPassword);

/** The register form adds the confirmation. */
export const registerFormSchema = registerFields
  .extend({ confirmPassword: z.string() })
  .superRefine(strongPassword)
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormValues = z.input<typeof registerFormSchema>;
