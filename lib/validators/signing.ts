// The manager's answers at /sign/<token>: sign (typed full name and consent) or decline (with a reason).
import { z } from "zod";

export const CONSENT_MESSAGE = "Please confirm that these figures are accurate";

export const signSchema = z.object({
  fullName: z
    .string({ error: "Please type your full name" })
    .trim()
    .min(1, "Please type your full name")
    .max(120, "Name is too long"),
  /** Optional: shown beside the signer's name on shared pages ("Dana Lee, VP of Sales"). */
  title: z
    .string()
    .trim()
    .max(120, "Title is too long")
    .nullish()
    .transform((v) => v || null),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
});

export const declineSchema = z.object({
  reason: z
    .string({ error: "Please give a reason" })
    .trim()
    .min(3, "Please give a reason")
    .max(1000, "Please keep the reason under 1000 characters"),
});

export type SignInput = z.input<typeof signSchema>;
export type DeclineInput = z.input<typeof declineSchema>;
