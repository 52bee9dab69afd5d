import { z } from "zod";
import { optionalText, optionalUrl, stringList } from "./common";

export const aboutMeSchema = z.object({
  personalSummary: optionalText(),
  careerHighlights: stringList(),
  coreValues: stringList(),
  salesPhilosophy: optionalText(),
  industryExpertise: stringList(),
  personalInterests: stringList(),
  languages: stringList(),
  certifications: stringList(),
  volunteerWork: optionalText(),
  personalWebsite: optionalUrl(),
});

export type AboutMeInput = z.infer<typeof aboutMeSchema>;
export type AboutMeFormValues = z.input<typeof aboutMeSchema>;
