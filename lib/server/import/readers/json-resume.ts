// JSON Resume (jsonresume.org, the open resume standard): the parts the import uses. A field of the wrong type is
// dropped rather than failing the whole file; a JSON file without any resume section is not a resume.
import { z } from "zod";

const optionalString = z.string().trim().optional().catch(undefined);

const workSchema = z.object({
  name: optionalString,
  /** Pre-1.0 JSON Resume called the employer "company". */
  company: optionalString,
  position: optionalString,
  location: optionalString,
  startDate: optionalString,
  endDate: optionalString,
  summary: optionalString,
  highlights: z.array(z.string()).optional().catch(undefined),
});

const awardSchema = z.object({
  title: optionalString,
  date: optionalString,
  awarder: optionalString,
  summary: optionalString,
});

const jsonResumeSchema = z.object({
  basics: z
    .object({ name: optionalString, label: optionalString, summary: optionalString })
    .optional()
    .catch(undefined),
  work: z.array(workSchema.catch({})).optional().catch(undefined),
  awards: z.array(awardSchema.catch({})).optional().catch(undefined),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;
export type JsonResumeWork = z.infer<typeof workSchema>;
export type JsonResumeAward = z.infer<typeof awardSchema>;

/** The resume in a parsed JSON value, or null when it is not a JSON Resume. */
export function asJsonResume(value: unknown): JsonResume | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (!("basics" in value) && !("work" in value) && !("awards" in value)) return null;
  const parsed = jsonResumeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The resume's words, one statement a line (used to tell an empty resume from a real one). */
export function jsonResumeText(resume: JsonResume): string {
  const lines = [resume.basics?.name, resume.basics?.label, resume.basics?.summary];
  for (const work of resume.work ?? []) {
    lines.push(
      [work.position, work.name ?? work.company].filter(Boolean).join(", "),
      work.summary,
      ...(work.highlights ?? []),
    );
  }
  for (const award of resume.awards ?? []) lines.push(award.title, award.summary);
  return lines.filter((line): line is string => Boolean(line?.trim())).join("\n");
}
