// The readers the cross-validation compares: each trains on documents (or does not) and extracts from one.
import { extractPortfolioItems, type ReadDocument } from "../../lib/server/import";
import { Collector } from "../../lib/server/import/extract/collector";
import type { ExperienceCandidate } from "../../lib/server/import/extract/jobs";
import { roleJobs } from "../../lib/server/import/roles";
import type { RoleModel } from "../../lib/server/import/roles/model";
import type { ExtractedData } from "../../lib/validators/import";
import type { ReadCorpusDocument } from "./corpus";
import { trainRoleModel } from "./training";

export type Reader = {
  name: string;
  train: (documents: ReadCorpusDocument[]) => unknown;
  extract: (document: ReadDocument, model: unknown) => ExtractedData;
};

/** Today's reader: rules written by hand, nothing learnt. */
export const RULES: Reader = {
  name: "rules",
  train: () => null,
  extract: (document) => extractPortfolioItems(document),
};

function withExperiences(data: ExtractedData, jobs: ExperienceCandidate[]): ExtractedData {
  const collector = new Collector();
  jobs.forEach((job) => collector.addExperience(job));
  return { ...data, experiences: collector.result().experiences };
}

const structured = (document: ReadDocument) => Boolean(document.resume || document.linkedin);

/** The line-role model for experiences, the rules for everything else. */
export const MODEL: Reader = {
  name: "model",
  train: trainRoleModel,
  extract: (document, model) => {
    const data = extractPortfolioItems(document);
    return structured(document)
      ? data
      : withExperiences(data, roleJobs(document, model as RoleModel, data.experiences));
  },
};

/** The rules' jobs, and the model's where the rules found none. */
export const FALLBACK: Reader = {
  name: "rules, else model",
  train: trainRoleModel,
  extract: (document, model) => {
    const data = extractPortfolioItems(document);
    if (structured(document) || data.experiences.length > 0) return data;
    return withExperiences(data, roleJobs(document, model as RoleModel, data.experiences));
  },
};

const complete = (data: ExtractedData) => data.experiences.filter((e) => e.company && e.title).length;

/** Whichever of the two finds more jobs naming both employer and title (the rules on a tie). */
export const MORE: Reader = {
  name: "rules or model, more",
  train: trainRoleModel,
  extract: (document, model) => {
    const data = extractPortfolioItems(document);
    if (structured(document)) return data;
    const learnt = withExperiences(data, roleJobs(document, model as RoleModel, data.experiences));
    return complete(learnt) > complete(data) ? learnt : data;
  },
};

/** The rules' jobs, and the model's jobs that start on a date none of them starts on. */
export const UNION: Reader = {
  name: "rules + model",
  train: trainRoleModel,
  extract: (document, model) => {
    const data = extractPortfolioItems(document);
    if (structured(document)) return data;
    const starts = new Set(data.experiences.map((e) => e.startDate));
    const added = roleJobs(document, model as RoleModel, data.experiences).filter(
      (job) => job.startDate && job.company && job.title && !starts.has(job.startDate),
    );
    return added.length
      ? { ...data, experiences: [...data.experiences, ...withExperiences(data, added).experiences] }
      : data;
  },
};

export const READERS: Reader[] = [RULES, MODEL, FALLBACK, MORE, UNION].filter(
  (reader) => !process.env.IMPORT_READERS || process.env.IMPORT_READERS.split("|").includes(reader.name),
);
