// The reference's answer at /confirm-reference/<token>: a confirmation, with the testimonial as they want it shown.
import { z } from "zod";

export const REFERENCE_TESTIMONIAL_MAX = 2000;

export const confirmReferenceSchema = z.object({
  testimonial: z
    .string({ error: "Testimonial must be text" })
    .trim()
    .max(REFERENCE_TESTIMONIAL_MAX, `Please keep the testimonial under ${REFERENCE_TESTIMONIAL_MAX} characters`)
    .optional()
    .transform((value) => value || null),
});

export type ConfirmReferenceInput = z.input<typeof confirmReferenceSchema>;
