import { z } from "zod";
import { WORKING_RELATIONSHIPS } from "@/lib/options";
import { optionalEmail, optionalText, optionalUrl, optionalWholeNumber, requiredText } from "./common";

export const referenceSchema = z.object({
  referenceName: requiredText("Reference name is required", 120),
  referenceTitle: requiredText("Title is required", 120),
  referenceCompany: requiredText("Company is required", 120),
  relationshipContext: optionalText(),
  workingRelationship: z.enum(WORKING_RELATIONSHIPS, { error: "Please select a working relationship" }),
  phoneNumber: optionalText(40).pipe(
    z
      .string()
      .regex(/^[+()\d\s.-]{5,40}$/, "Please enter a valid phone number")
      .nullable(),
  ),
  email: optionalEmail(),
  linkedinUrl: optionalUrl("Please enter a valid LinkedIn URL"),
  testimonial: optionalText(),
  yearsWorkedTogether: optionalWholeNumber("Years worked together must be a whole number", 0, 60),
  /** Include on shared pages and in exports (phone and e-mail never are). */
  shareable: z.boolean().default(true),
});

export type ReferenceInput = z.infer<typeof referenceSchema>;
export type ReferenceFormValues = z.input<typeof referenceSchema>;
