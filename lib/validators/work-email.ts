// Work e-mail addresses a rep adds to the account (settings page and POST /api/account/work-emails).
import { z } from "zod";
import { registerSchema } from "./auth";

/** The most work addresses one account may list. */
export const MAX_WORK_EMAILS = 10;

/** POST /api/account/work-emails */
export const workEmailSchema = z.object({ email: registerSchema.shape.email });

export type WorkEmailInput = z.infer<typeof workEmailSchema>;
export type WorkEmailFormValues = z.input<typeof workEmailSchema>;

/** A work address as the API answers it. */
export type WorkEmail = { id: number; email: string; confirmedAt: string | null; createdAt: string };
