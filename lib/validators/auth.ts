import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address");

/** A password someone chooses: at sign-up, on a change and on a reset. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters");

/** What the register call receives: email, password, fullName, username. */
export const registerSchema = z.object({
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
  password: newPasswordSchema,
});

/** The register form adds the confirmation. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
