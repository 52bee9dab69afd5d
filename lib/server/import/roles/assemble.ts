// Job entries from labelled line parts. An entry is the run of header parts (employer, title, dates) before its
// description: it ends where its bullets or sentences start, or where a part it already holds comes again. So a
// title may sit above or below its employer, and dates left, right or inline. Then the entries are read together:
// an entry without an employer is a further role under the last employer named; an employer with a span and no
// title, followed by such roles, is their umbrella and not a job of its own; an employer named alone (no dates)
// heads the roles that follow.
import type { ExperienceCandidate } from "../extract/jobs";
import type { DateRange } from "../extract/periods";

export type LabelledPart = {
  role: "employer" | "title" | "date" | "other";
  text: string;
  range: DateRange | null;
  /** The model's probability for the role (1 when unknown). */
  confidence?: number;
};
export type LabelledLine = {
  parts: LabelledPart[];
  /** A description line (bullet or sentence), not a header. */ body: boolean;
};

type Entry = { employer: string | null; title: string | null; range: DateRange | null };

/** Neighbouring parts of one role in a line are one name again ("Director", "Sales Operations"). */
function mergedParts(parts: LabelledPart[]): LabelledPart[] {
  const out: LabelledPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && part.role !== "date" && part.role !== "other" && last.role === part.role)
      last.text = `${last.text}, ${part.text}`;
    else out.push({ ...part });
  }
  return out;
}

function entriesOf(lines: LabelledLine[]): Array<Entry | "break"> {
  const entries: Array<Entry | "break"> = [];
  let entry: Entry | null = null;
  let described = false;
  const close = () => {
    if (entry) entries.push(entry);
    entry = null;
    described = false;
  };
  for (const line of lines) {
    const headers = mergedParts(line.parts).filter((p) => p.role !== "other");
    if (line.body && headers.every((p) => p.role === "date")) {
      if (entry) described = true;
      continue;
    }
    // A dated line after a dated entry is an entry of its own ("Northwind 2015–2021" over "Senior AE 2018–2021").
    if (entry !== null && (entry as Entry).range && headers.some((p) => p.role === "date")) close();
    for (const part of headers) {
      if (!entry || described) {
        close();
        entry = { employer: null, title: null, range: null };
      }
      const current: Entry = entry;
      const slot = part.role === "employer" ? "employer" : part.role === "title" ? "title" : "range";
      if (current[slot] !== null) {
        close();
        entry = { employer: null, title: null, range: null };
      }
      if (part.role === "date") entry!.range = part.range;
      else entry![slot as "employer" | "title"] = part.text;
    }
  }
  close();
  return entries;
}

const job = (
  employer: string | null,
  title: string | null,
  range: DateRange | null,
  inherited: boolean,
): ExperienceCandidate => ({
  title,
  company: employer,
  startDate: range?.startDate ?? null,
  endDate: range?.endDate ?? null,
  evidence: {
    title: title ? 0.5 : 0,
    company: employer ? (inherited ? 0.5 : 1) : 0,
    startDate: range ? 1 : 0,
    endDate: range && (range.endDate || range.ongoing) ? 1 : 0,
  },
});

/** The jobs the labelled lines state, in document order. `null` lines reset the employer (another section). */
export function assembleJobs(lines: Array<LabelledLine | null>): ExperienceCandidate[] {
  const blocks: Array<Array<LabelledLine>> = [[]];
  for (const line of lines) {
    if (line) blocks[blocks.length - 1]!.push(line);
    else if (blocks[blocks.length - 1]!.length > 0) blocks.push([]);
  }
  const jobs: ExperienceCandidate[] = [];
  for (const block of blocks) {
    const entries = entriesOf(block).filter((e): e is Entry => e !== "break");
    let employer: string | null = null;
    const dated = entries.some((entry) => entry.range);
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.employer) employer = entry.employer;
      // In a work history without any dates, an entry is a job when it names both its title and employer (its own
      // or the one it is listed under).
      if (!entry.range) {
        if (!dated && entry.title && employer) jobs.push(job(employer, entry.title, null, !entry.employer));
        continue;
      }
      if (entry.employer && !entry.title) {
        // An umbrella span: the roles right after it are dated and name no employer.
        const next = entries[i + 1];
        if (next && !next.employer && next.title && next.range) continue;
      }
      if (!entry.employer && !entry.title) continue;
      jobs.push(job(entry.employer ?? employer, entry.title, entry.range, !entry.employer && employer !== null));
    }
  }
  return jobs;
}
