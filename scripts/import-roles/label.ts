// Training labels from a résumé's expected facts: a line part is the employer when it names an expected company,
// the title when it names an expected title, else other (names.ts says when a part names one).
import type { UnitLine } from "../../lib/server/import/roles/units";
import { inWorkHistory } from "../../lib/server/import/roles/units";
import { featuresOf, headersOf, type RuleHints } from "../../lib/server/import/roles/features";
import { namesMatch } from "../../lib/server/import/roles/names";
import { ROLES } from "../../lib/server/import/roles/model";
import type { Expected } from "../resume-score";

/** The role index (in ROLES) of each non-date part of the work history, with its features. */
export { namesMatch };

export function labelled(lines: UnitLine[], expected: Expected, hints: RuleHints): { xs: number[][]; ys: number[] } {
  const roles = [...expected.experiences, ...expected.optionalExperiences];
  const xs: number[][] = [];
  const ys: number[] = [];
  const keep = inWorkHistory(lines);
  const headers = headersOf(lines);
  lines.forEach((line, at) => {
    if (!keep(line)) return;
    for (const unit of line.units) {
      if (unit.range) continue;
      const employer = roles.some((r) => namesMatch(unit.text, r.company));
      const title = roles.some((r) => namesMatch(unit.text, r.title));
      xs.push(featuresOf(lines, at, unit, headers, hints));
      ys.push(ROLES.indexOf(employer ? "employer" : title ? "title" : "other"));
    }
  });
  return { xs, ys };
}
