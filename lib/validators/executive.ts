import { z } from "zod";
import { COMMUNICATION_FREQUENCIES, EXECUTIVE_INDUSTRIES, EXECUTIVE_LEVELS, RELATIONSHIP_TYPES } from "@/lib/options";
import { optionalIsoDate, optionalText, optionalUrl, requiredText, stringList } from "./common";

export const executiveSchema = z.object({
  executiveName: requiredText("Executive name is required", 120),
  executiveTitle: requiredText("Title is required", 120),
  executiveCompany: requiredText("Company is required", 120),
  linkedinProfileUrl: optionalUrl("Please enter a valid LinkedIn profile URL"),
  executiveLevel: z.enum(EXECUTIVE_LEVELS, { error: "Please select an executive level" }),
  relationship: z.enum(RELATIONSHIP_TYPES, { error: "Please select a relationship" }),
  communicationFrequency: z.enum(COMMUNICATION_FREQUENCIES, { error: "Please select a communication frequency" }),
  connectionStrength: z.coerce
    .number({ error: "Connection strength must be 1 to 10" })
    .int("Connection strength must be 1 to 10")
    .min(1, "Connection strength must be 1 to 10")
    .max(10, "Connection strength must be 1 to 10")
    .default(7),
  profilePictureUrl: optionalUrl(),
  howYouMet: optionalText(),
  sharedHistory: optionalText(),
  mutualConnections: stringList(50, 120),
  industry: z
    .enum(EXECUTIVE_INDUSTRIES, { error: "Please select an industry" })
    .nullish()
    .transform((v) => v ?? null),
  isTextingBasis: z.boolean().default(false),
  notes: optionalText(),
  lastContact: optionalIsoDate(),
});

export type ExecutiveInput = z.infer<typeof executiveSchema>;
export type ExecutiveFormValues = z.input<typeof executiveSchema>;
