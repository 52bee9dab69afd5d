// The sign-in form and call: any existing password is accepted for checking (the new-password rules apply only when
// one is set). Kept apart from auth.ts so the sign-in page does not load the password-strength dictionaries.
import { z } from "zod";

export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});

export type LoginInput = z.infer<typeof loginSchema>;
