// Executive contacts in a references or executive-relationships section: "Jane Doe, CFO, Acme Corp",
// "Marcus Bell — Chief Financial Officer, Globex Corporation", "Dana Whitfield | CIO | Acme Health",
// "Laura Chen (CFO, Fabrikam Bank)", "Elena Petrova, CIO at Umbrella Insurance", or a name line followed by a
// "Title, Company" line. Contact details (e-mail, phone, links) are dropped: the circle stores none from here.
import type { Evidence } from "./confidence";
import { assign, splitParts } from "./jobs";
import { hasExecutiveTitleWord, isPersonName } from "./words";

export type ExecutiveCandidate = {
  executiveName: string;
  executiveTitle: string | null;
  executiveCompany: string | null;
  evidence: Evidence<"executive">;
};

const CONTACT = /\S+@\S+|(?:\+?\d[\d\s().-]{6,}\d)|(?:https?:\/\/|www\.|linkedin\.com)\S*/gi;

/** Reads the section's lines in order; a lone name waits for the next line to bring its title and company. */
export function executivesFromLines(lines: string[]): ExecutiveCandidate[] {
  const found: ExecutiveCandidate[] = [];
  let pendingName: string | null = null;
  for (const line of lines) {
    const parts = splitParts(line.replace(CONTACT, " ").replace(/\s+/g, " ").trim());
    if (parts.length === 0) continue;
    const [first, ...rest] = parts;
    if (isPersonName(first!)) {
      pendingName = rest.length === 0 ? first! : null;
      if (rest.length > 0) pushExecutive(found, first!, rest);
    } else if (pendingName) {
      pushExecutive(found, pendingName, parts);
      pendingName = null;
    }
  }
  return found;
}

function pushExecutive(found: ExecutiveCandidate[], name: string, parts: string[]): void {
  const { title, company, companyEvidence } = assign(parts);
  if (!title && !company) return;
  found.push({
    executiveName: name,
    executiveTitle: title,
    executiveCompany: company,
    evidence: {
      name: 1,
      title: title ? (hasExecutiveTitleWord(title) ? 1 : 0.5) : 0,
      company: company ? companyEvidence : 0,
    },
  });
}
