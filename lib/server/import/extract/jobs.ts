// Job entries in the layouts resumes use: "Enterprise Account Executive, Northwind Software — Jan 2021 - Present",
// "Northwind Software | Senior AE | 2019-2021", "Sales Rep at Tailspin Toys (Mar 2015 – Aug 2016)", and the
// three-line form (title line, company line, dates line, in either order). Which part is the title and which the
// company is read from the words (titles have role words, companies have Inc., Software, Bank ...).
import type { Evidence } from "./confidence";
import { findMoney, findPercents } from "./numbers";
import { findDateRange } from "./periods";
import { isCityState, isCountry, STATE_CODES } from "./places";
import { AT_WORD, hasCompanyWord, hasLegalSuffix, hasTitleWord, isLegalSuffixAlone } from "./words";

export type ExperienceCandidate = {
  title: string | null;
  company: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Where the document places the job ("Austin, TX", "Remote"), when it prints one. */
  location?: string | null;
  evidence: Evidence<"experience">;
};

// A dash set off by a space on either side separates parts ("Atom Logistic LLC -Amazon Driver —Alpharetta").
const PART_SEPARATOR = /\s+[|—–·•]\s*|\s*[—–]\s+|\s+-\s*(?=\p{Lu})|\s+-\s+|,\s+|\s*\|\s*|\s+\(/u;
/** "Sales Rep at Tailspin Toys": "at" separates a title from its employer, not words of a name ("The Oaks at Battle Creek"). */
const AT_SEPARATOR = new RegExp(String.raw`\s+${AT_WORD}\s+`);
const LOCATION_WORDS =
  /^(remote|hybrid|on-?site|usa|us|united states|uk|united kingdom|canada|emea|apac|latam|worldwide)$/i;
/** "3 yrs 6 mos", "2 years 10 months", "4 months": the length of a stint, printed beside its dates. */
const DURATION = /\b\d+\s*(?:yrs?|years?)(?:\s+\d+\s*(?:mos?|months?))?\b|\b\d+\s*(?:mos?|months?)\b/gi;
/** "Full-time", "Contract": the kind of employment, shown beside the employer (LinkedIn). */
const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|contract|contractor|freelance|temporary|seasonal|permanent|apprenticeship)$/i;
/** A short line that could be a title, a company or a dates line, rather than an accomplishment. */
export function isHeaderLike(text: string): boolean {
  return (
    text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length <= 10 &&
    (!/[.!?]$/.test(text) || hasLegalSuffix(text)) &&
    findMoney(text).length === 0 &&
    findPercents(text).length === 0
  );
}

/** A role's title may wrap over two lines; the first then ends in a word that cannot end it ("in der", "of"). */
const OPEN_ENDING = /(?:\b(?:of|and|for|in|the|at|to|der|des|für|und|im|de|du|la|et|del|y|en)|[&–—,-])$/iu;

/** The nearest header line above that names a role (joined with its wrapped second line), or null. */
function roleAbove(above: string[]): string | null {
  for (let i = above.length - 1; i >= 0; i--) {
    const line = above[i]!;
    const lineParts = splitParts(line);
    if (findDateRange(line) || !lineParts.some(hasTitleWord)) continue;
    // "PHABRICATOR | OPEN SOURCE CONTRIBUTOR" names its employer itself: not a title alone.
    if (/\s\|\s|\s(?:at|@)\s/i.test(line) && !lineParts.every(hasTitleWord)) return null;
    const next = above[i + 1];
    return next && OPEN_ENDING.test(line) ? `${line} ${next}` : line;
  }
  return null;
}

/** The text without further date ranges (a profile's copy prints each range twice, in two wordings). */
function withoutRanges(text: string): string {
  let rest = text;
  for (let range = findDateRange(rest), n = 0; range && n < 3; range = findDateRange(rest), n++)
    rest = `${rest.slice(0, range.start)} ${rest.slice(range.end)}`;
  return rest;
}

/** A short line naming a role ("Regional Sales Manager", "Account Executive, Fabrikam"), for lines left unplaced. */
export function looksLikeRole(text: string): boolean {
  const words = text.split(/\s+/);
  // Not a wrapped sentence: it starts with a capital, not with a verb ("Served as team lead"), and does not break off.
  const sentence =
    /^\p{Ll}/u.test(text) || /ed$/i.test(words[0]!) || /(?:[,;:]|\b(?:and|or|with|of|to|the|a))$/i.test(text);
  return words.length <= 8 && !sentence && isHeaderLike(text) && splitParts(text).some(hasTitleWord);
}

/**
 * A job from a line holding a date range. Missing title or company is taken from the header lines just above
 * (`above`, nearest last) or the line just below (`below`), as the three-line layouts need; `strict` (outside an
 * experience section) takes nothing from around and requires both on the line itself.
 */
export function jobFromLine(
  text: string,
  above: string[],
  below: string | undefined,
  strict: boolean,
): { job: ExperienceCandidate; usedBelow: boolean } | null {
  const range = findDateRange(text);
  if (!range) return null;
  const remainder = withoutRanges(`${text.slice(0, range.start)} ${text.slice(range.end)}`)
    .replace(DURATION, " ")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/^[\s|,–—·:()-]+|[\s|,–—·:(-]+$/g, "")
    .trim();
  if (remainder && !isHeaderLike(remainder)) return null;

  let parts = splitParts(remainder);
  let usedBelow = false;
  // "Title | dates" with a "Company | City, ST" line next to it: the whole remainder is the title (it may hold a
  // dash: "Digital Audio Visualizer – Project Lead"), the company line names the employer.
  if (!strict && remainder && hasTitleWord(remainder) && !parts.some(hasLegalSuffix)) {
    const companyLine =
      above.length > 0 && isCompanyLine(above[above.length - 1]!)
        ? above[above.length - 1]!
        : below && isCompanyLine(below)
          ? below
          : null;
    const company = companyLine?.split(" | ")[0]!.trim();
    if (company && !hasTitleWord(company)) {
      return {
        job: {
          title: remainder.replace(/\s*\|\s*/g, ", "),
          company,
          startDate: range.startDate,
          endDate: range.endDate,
          location: firstPlace(remainder, companyLine),
          evidence: { title: 1, company: 1, startDate: 1, endDate: 1 },
        },
        usedBelow: companyLine === below,
      };
    }
  }
  // "Technology Consultant – Artificial Intelligence" over "3.2020 – 8.2020 | Lufthansa Industry Solutions GmbH"
  // (moderncv): the line itself names no role, the line above does. That whole line is the title (a dash or comma
  // inside it belongs to it), the line's remainder the employer.
  const titleAbove = strict || parts.length === 0 || parts.some(hasTitleWord) ? null : roleAbove(above);
  if (titleAbove) {
    return {
      job: {
        title: titleAbove,
        company: parts.join(", "),
        startDate: range.startDate,
        endDate: range.endDate,
        location: firstPlace(remainder),
        evidence: { title: 1, company: 1, startDate: 1, endDate: 1 },
      },
      usedBelow: false,
    };
  }
  // The lines the job's parts were taken from: a place printed on one of them is where the job was.
  const used = [remainder];
  if (!strict) {
    const missing = () => assign(parts);
    for (const line of [...above].reverse()) {
      const { title, company } = missing();
      if (title && company) break;
      const lineParts = splitParts(line);
      const isTitle = lineParts.some(hasTitleWord);
      if ((!title && isTitle) || (!company && !isTitle)) {
        parts = [...lineParts, ...parts];
        used.push(line);
      }
    }
    const { title, company } = missing();
    if ((!title || !company) && below && isHeaderLike(below) && !findDateRange(below)) {
      const isTitle = splitParts(below).some(hasTitleWord);
      if ((!title && isTitle) || (!company && !isTitle)) {
        parts = [...parts, ...splitParts(below)];
        usedBelow = true;
        used.push(below);
      }
    }
  }

  let found = assign(parts);
  // "Technical SME | Architect (Dec 2021 - Mar 2023)" below "Fulcrum Technology Solutions": when the line's own
  // company is only a guess, the employer line above names it and the whole remainder is the title.
  const employerAbove = above.at(-1);
  if (
    !strict &&
    found.title &&
    found.companyEvidence !== 1 &&
    employerAbove &&
    !parts.some(hasLegalSuffix) &&
    !splitParts(employerAbove).some(hasTitleWord) &&
    !findDateRange(employerAbove)
  ) {
    const company = splitParts(employerAbove)[0];
    const title = splitParts(remainder).join(", ");
    if (company && title) {
      found = { ...found, company, title, companyEvidence: 1 };
      used.push(employerAbove);
    }
  }
  if (!found.title && !found.company) return null;
  if (strict && !(found.title && found.company && found.titleEvidence === 1)) return null;
  return {
    job: {
      title: found.title,
      company: found.company,
      startDate: range.startDate,
      endDate: range.endDate,
      location: firstPlace(...used),
      evidence: {
        title: found.title ? found.titleEvidence : 0,
        company: found.company ? found.companyEvidence : 0,
        startDate: 1,
        endDate: 1,
      },
    },
    usedBelow,
  };
}

/** The first place printed on any of the lines, in the order given. */
function firstPlace(...lines: Array<string | null | undefined>): string | null {
  for (const line of lines) {
    const place = placeIn(line);
    if (place) return place;
  }
  return null;
}

const CITY_REGION = /^\p{Lu}[\p{L} .'’-]*,\s*\p{Lu}[\p{L} .'’-]*$/u;

/** "Viasat Inc. | Carlsbad, CA", "Initech | Remote": an employer and, set apart on the right, where. */
function isCompanyLine(text: string): boolean {
  if (!text.includes(" | ") || !isHeaderLike(text) || findDateRange(text)) return false;
  const last = text.split(" | ").pop()!.trim();
  return LOCATION_WORDS.test(last) || CITY_REGION.test(last);
}

/** "Fabrikam Analytics, Denver, CO" → ["Fabrikam Analytics"]; "Proseware, Inc." stays one part. */
export function splitParts(text: string): string[] {
  return partsAndPlace(text).parts;
}

/** Where a line places its job ("Denver, CO", "Remote"), as the parts split off it, or null. */
export function placeIn(text: string | null | undefined): string | null {
  return text ? partsAndPlace(text).place : null;
}

/** The line's parts without places, and the first place set apart from them. */
function partsAndPlace(text: string): { parts: string[]; place: string | null } {
  let place: string | null = null;
  const parts: string[] = [];
  const pieces = text.split(PART_SEPARATOR).flatMap((piece) => {
    const at = AT_SEPARATOR.exec(piece);
    return at && hasTitleWord(piece.slice(0, at.index))
      ? [piece.slice(0, at.index), piece.slice(at.index + at[0].length)]
      : [piece];
  });
  for (const raw of pieces) {
    const part = raw.replace(/^[(\s]+|[)\s]+$/g, "").trim();
    if (!/[\p{L}\p{N}]/u.test(part)) continue;
    if (isLegalSuffixAlone(part) && parts.length > 0) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  // Locations: "Remote", a country, "City, ST" or "City, Country".
  const kept: string[] = [];
  for (const part of parts) {
    if (EMPLOYMENT_TYPE.test(part)) continue;
    if (LOCATION_WORDS.test(part) || isCityState(part)) {
      place ??= part;
      continue;
    }
    if (/^[A-Z]{2}$/.test(part) || isCountry(part)) {
      const city = kept[kept.length - 1];
      // "Title, Company, Country" keeps its company: a place follows the employer, it does not replace it. A US
      // state code only ever follows a city ("Title, Los Angeles, CA").
      const onlyTitleBefore = kept.length === 2 && hasTitleWord(kept[0]!) && !STATE_CODES.has(part);
      if (
        city &&
        !onlyTitleBefore &&
        city.split(/\s+/).length <= 3 &&
        !hasTitleWord(city) &&
        !hasCompanyWord(city) &&
        !hasLegalSuffix(city)
      ) {
        kept.pop();
        place ??= `${city}, ${part}`;
      } else if (isCountry(part)) place ??= part;
      continue;
    }
    kept.push(part);
  }
  return { parts: kept, place };
}

type Assignment = { title: string | null; company: string | null; titleEvidence: 0.5 | 1; companyEvidence: 0.5 | 1 };

/** Picks the company among the parts (a company word wins, else the one part without a role word) and the title from the rest. */
export function assign(parts: string[]): Assignment {
  const kinds = parts.map((part) =>
    hasLegalSuffix(part) || (hasCompanyWord(part) && !hasTitleWord(part))
      ? "company"
      : hasTitleWord(part)
        ? "title"
        : "unknown",
  );
  let companyIndex = kinds.indexOf("company");
  let companyEvidence: 0.5 | 1 = 1;
  if (companyIndex < 0) {
    const unknown = kinds.flatMap((kind, i) => (kind === "unknown" ? [i] : []));
    // "Title, Company, Place": the first part that is neither a title nor a place.
    companyIndex = unknown.length === 0 ? -1 : unknown[0]!;
    companyEvidence = 0.5;
  }
  const titleParts = parts.filter(
    (_, i) => i !== companyIndex && (kinds[i] === "title" || (kinds[i] === "unknown" && !kinds.includes("title"))),
  );
  const title = titleParts.length ? titleParts.join(", ") : null;
  return {
    title,
    company: companyIndex >= 0 ? parts[companyIndex]! : null,
    titleEvidence: kinds.includes("title") ? 1 : 0.5,
    companyEvidence,
  };
}
