// Accomplishment lines: a closed deal with its value becomes a deal highlight ("Closed a $1.2M ARR platform deal
// with Globex Corporation"); an award or another result with a figure becomes an achievement with a fitting
// category ("President's Club 2023" → presidents_club, "Generated $3.2M in pipeline" → pipeline_generation).
import type { Evidence } from "./confidence";
import { findMoney, findPercents } from "./numbers";
import type { DealCandidate } from "./tables";
import { AGGREGATE, isAward } from "./words";

export type AchievementCandidate = {
  title: string;
  description: string;
  category: string;
  evidence: Evidence<"achievement">;
};

const CLOSE_VERB = /\b(closed|won|signed|landed|booked|secured|negotiated|sold)\b/i;
const DEAL_WORD = /\b(ARR|ACV|TCV|deal|contract|agreement|order|renewal|subscription|licen[cs]e|logo)\b/i;
/** An amount right before or after these is annual recurring value. */
const ARR_AFTER =
  /^\s*(?:in\s+)?(?:ARR|ACV|annual recurring revenue|annual contract value|annually|per year|\/\s?yr|a year)\b/i;
const ARR_BEFORE = /\b(?:ARR|ACV)\s*(?:of|:)?\s*$/i;

const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{N}&.'’-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:(?:of|and|&|de|du|la)\s+)?${NAME_WORD})*`;
// Case-sensitive on purpose (the name must be capitalised), so the verbs spell out both cases.
const CUSTOMER_AFTER_VERB = new RegExp(
  String.raw`\b(?:[Cc]losed|[Ww]on|[Ss]igned|[Ll]anded|[Ss]ecured|[Rr]enewed|[Ee]xpanded)\s+(${NAME})`,
  "u",
);
const CUSTOMER_AFTER_PREPOSITION = new RegExp(String.raw`\b(?:with|at|from)\s+(${NAME})`, "u");
const NOT_A_CUSTOMER =
  /^(ARR|ACV|TCV|Q[1-4]|FY\d*|H[12]|CEO|CFO|CIO|CTO|COO|CRO|VP|SVP|EVP|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|The|A|An|My|Our)$/;

/** Category keywords, first match wins (lib/templates.ts's template categories and the six ACHIEVEMENT_CATEGORIES). */
const CATEGORIES: Array<[RegExp, string]> = [
  [
    /president['’]?s\s+club|presidents\s+club|chairman['’]?s\s+club|circle\s+of\s+excellence|pinnacle\s+club|summit\s+club|club\s+trip|\bp-?club\b/i,
    "presidents_club",
  ],
  [
    /displac|takeout|take-out|rip[- ]and[- ]replace|replac(?:ed|ing)\s+(?:the\s+|an?\s+)?(?:incumbent|competitor)/i,
    "competitor_displacement",
  ],
  [/expan|upsell|up-sell|cross-sell|land[- ]and[- ]expand/i, "account_expansion"],
  [/new\s+logos?|net[- ]new/i, "net_new_logos"],
  [/pipeline/i, "pipeline_generation"],
  [/territor/i, "territory_development"],
  [/\bramp/i, "ramp_speed"],
  [/partner|channel|reseller|alliance/i, "channel_partner"],
  [/outbound|cold[- ]call|campaign|sequence|prospecting/i, "outbound_campaigns"],
  [/mentor|coach|led\s+a\s+team|managed\s+a\s+team|trained|onboard/i, "team_leadership"],
  [/process|playbook|automat|workflow|\bCRM\b/i, "process_innovation"],
  [/launch/i, "product_launch"],
  [
    /stack\s+rank|\branked\b|\branking\b|#\s?\d+\s+(?:of|out\s+of)\s+\d+|\b(?:number|no\.?)\s+(?:one|1)\s+(?:rep|seller|AE)/i,
    "recognition",
  ],
  [/quota|attainment|#\s?1\b/i, "quota_achievement"],
];

export function isDeal(text: string, dealsContext: boolean): boolean {
  if (findMoney(text).length === 0 || AGGREGATE.test(text)) return false;
  if (dealsContext) return true;
  return CLOSE_VERB.test(text) && (DEAL_WORD.test(text) || CUSTOMER_AFTER_VERB.test(text));
}

export function dealFromLine(text: string, dealsContext: boolean): DealCandidate {
  const description = sentence(text);
  const arr = findMoney(description).find((m) => {
    const after = description.slice(m.end, m.end + 30);
    const before = description.slice(Math.max(0, m.start - 12), m.start);
    return ARR_AFTER.test(after) || ARR_BEFORE.test(before);
  });
  const customer = customerOf(description);
  return {
    title: customer ?? shortTitle(description),
    description,
    arrValue: arr?.value ?? null,
    evidence: {
      description: 1,
      arrValue: arr ? 1 : 0,
      customer: customer ? 1 : 0.5,
      closed: CLOSE_VERB.test(description) ? 1 : dealsContext ? 0.5 : 0,
    },
  };
}

/**
 * An achievement from a line, or null when the line states no result (no award, no figure) and is not in an
 * achievements section, where every line is one.
 */
const LEADING_DATE =
  /^\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|present))?)\s*(?:[|:,–—-]\s*)?/i;
const TRAILING_DATE =
  /\s*(?:[|,(–—-]\s*)(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|present))?\)?\s*$/i;

/** An award line without the date it was given: "2019 | Dean's List" and "Dean's List, May 2019" → "Dean's List". */
export function withoutAwardDate(text: string): string {
  const stripped = text.replace(LEADING_DATE, "").replace(TRAILING_DATE, "").trim();
  return /\p{L}/u.test(stripped) ? stripped : text;
}

export function achievementFromLine(
  text: string,
  achievementsContext: boolean,
  awardsContext = false,
): AchievementCandidate | null {
  const description = sentence(text);
  const award = awardsContext || isAward(description);
  const hasMoney = findMoney(description).length > 0;
  if (!award && !hasMoney && !achievementsContext) return null;
  const matched = categoryOf(description);
  return {
    title: shortTitle(awardsContext ? withoutAwardDate(description) : description),
    description,
    // Without a telling word: an award is recognition, anything else the creation form's default category.
    // An awards section's lines are recognitions, whatever they mention ("Partner Manager of the Year").
    category: awardsContext
      ? matched === "presidents_club"
        ? matched
        : "recognition"
      : (matched ?? (award ? "recognition" : "enterprise_deal")),
    evidence: {
      title: award ? 1 : 0.5,
      description: 1,
      category: matched || award ? 1 : 0.5,
      metric: hasMoney || findPercents(description).length > 0 || /\d/.test(description) ? 1 : 0,
    },
  };
}

/** The achievement category the text's words point to, or null when none does. */
export function categoryOf(text: string): string | null {
  return CATEGORIES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The customer a deal line names: "Landed Acme Health", "deal with Globex Corporation", "at Umbrella Insurance". */
function customerOf(text: string): string | null {
  for (const pattern of [CUSTOMER_AFTER_VERB, CUSTOMER_AFTER_PREPOSITION]) {
    const name = pattern.exec(text)?.[1]?.replace(/[.'’-]+$/, "");
    if (name && name.length <= 80 && !NOT_A_CUSTOMER.test(name)) return name;
  }
  return null;
}

const TITLE_CUTS = [
  " | ",
  ", ",
  "; ",
  " — ",
  " – ",
  " - ",
  ": ",
  " (",
  " through ",
  " by ",
  " via ",
  " after ",
  " while ",
];

/** The line's first clause, as a title: "Generated $3.2M in qualified pipeline through ..." → "Generated $3.2M in qualified pipeline". */
export function shortTitle(text: string): string {
  let cut = text.length;
  for (const separator of TITLE_CUTS) {
    const at = text.indexOf(separator);
    if (at > 0 && at < cut && text.slice(0, at).trim().split(/\s+/).length >= 2) cut = at;
  }
  let title =
    text
      .slice(0, cut)
      .replace(/[.;:,]+$/, "")
      .trim() || text.trim();
  if (title.length > 120) {
    const space = title.lastIndexOf(" ", 120);
    title = title.slice(0, space > 20 ? space : 120).trim();
  }
  return title;
}

/** The line as a description: whitespace collapsed. */
function sentence(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
