// The executive form's types and its starting values for a new or stored executive.
import type { DefaultValues, UseFormReturn } from "react-hook-form";
import { pickOption } from "@/components/wizard/pick-option";
import { COMMUNICATION_FREQUENCIES, EXECUTIVE_INDUSTRIES, EXECUTIVE_LEVELS, RELATIONSHIP_TYPES } from "@/lib/options";
import type { Executive } from "@/lib/types";
import type { ExecutiveFormValues, ExecutiveInput } from "@/lib/validators/executive";

export type ExecutiveForm = UseFormReturn<ExecutiveFormValues, unknown, ExecutiveInput>;

export const DEFAULT_CONNECTION_STRENGTH = 7;

export function executiveFormValues(executive: Executive | undefined): DefaultValues<ExecutiveFormValues> {
  return {
    executiveName: executive?.executiveName ?? "",
    executiveTitle: executive?.executiveTitle ?? "",
    executiveCompany: executive?.executiveCompany ?? "",
    linkedinProfileUrl: executive?.linkedinProfileUrl ?? "",
    executiveLevel: pickOption(EXECUTIVE_LEVELS, executive?.executiveLevel),
    relationship: pickOption(RELATIONSHIP_TYPES, executive?.relationship),
    communicationFrequency: pickOption(COMMUNICATION_FREQUENCIES, executive?.communicationFrequency),
    connectionStrength: executive?.connectionStrength ?? DEFAULT_CONNECTION_STRENGTH,
    industry: pickOption(EXECUTIVE_INDUSTRIES, executive?.industry) ?? null,
    howYouMet: executive?.howYouMet ?? "",
    sharedHistory: executive?.sharedHistory ?? "",
    mutualConnections: executive?.mutualConnections.join(", ") ?? "",
    isTextingBasis: executive?.isTextingBasis ?? false,
    notes: executive?.notes ?? "",
    lastContact: executive?.lastContact ?? "",
  };
}
