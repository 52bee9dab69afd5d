// Training labels from a résumé's expected facts: a line part is the employer when it names an expected company,
// the title when it names an expected title, else other. Names match when equal once normalised, or when one holds
// the other as whole words and covers at least half of it ("Google" / "Google LLC"; not "Sales" / "Sales Manager").
import type { UnitLine } from "../../lib/server/import/roles/units";
import { inWorkHistory } from "../../lib/server/import/roles/units";
import { featuresOf, headersOf } from "../../lib/server/import/roles/features";
import { ROLES } from "../../lib/server/import/roles/model";
import type { Expected } from "../resume-score";

const normal = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/\b(inc|llc|ltd|corp|corporation|co|gmbh|plc|the|s\.?l|s\.?a)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export function namesMatch(part: string, name: string): boolean {
  const x = normal(part);
  const y = normal(name);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return ` ${long} `.includes(` ${short} `) && short.split(" ").length * 2 >= long.split(" ").length;
}

/** The role index (in ROLES) of each non-date part of the work history, with its features. */
export function labelled(lines: UnitLine[], expected: Expected): { xs: number[][]; ys: number[] } {
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
      xs.push(featuresOf(lines, at, unit, headers));
      ys.push(ROLES.indexOf(employer ? "employer" : title ? "title" : "other"));
    }
  });
  return { xs, ys };
}
