import "server-only";
// The built-in writer's reading of a text: what a hiring manager will miss (suggestions) and which
// kinds of impact it shows (impact areas).
import { knownCategoryLabel as categoryLabel } from "@/lib/achievement-category";
import { hasWordedTimeframe, type Metric } from "./numbers";
import { opensWithStrongVerb } from "./openings";
import { countWords, splitSentences } from "./sentences";

export const SUGGESTIONS = {
  opening: "Open with a strong action verb in the past tense, such as Closed, Led or Drove",
  metric: "Add a metric: the deal value, quota % or revenue impact",
  timeframe: "Add a timeframe: when it happened (the quarter or year) or how long it took",
  customer: 'Name the customer or account, or describe it (e.g. "a global retail bank") if it is confidential',
  outcome:
    "Add the outcome: what changed because of your work (revenue, quota attainment, time saved, a happy customer)",
  tooShort: "Add more detail: the challenge, what you did and the result, in two or three sentences",
  tooLong: "Tighten it: lead with the result and keep it under 150 words so it is read in full",
  passive: 'Use the active voice: say what you did ("Closed the deal", not "the deal was closed")',
  attainment: "Add your quota attainment as a percent, and your rank on the team if you know it",
  dealValue: "Add the deal value: ARR or total contract value",
  teamSize: "Say how many people you led, coached or onboarded",
} as const;

export const MIN_WORDS = 12;
export const MAX_WORDS = 150;

const OUTCOME =
  /\b(?:result(?:ed|ing|s)?|led to|leading to|increas\w*|decreas\w*|grew|grow\w*|reduc\w*|cut|sav(?:ed|ing|ings)|improv\w*|boost\w*|accelerat\w*|shorten\w*|exceed\w*|surpass\w*|beat|outperform\w*|achiev\w*|attain\w*|generat\w*|won|closed|signed|landed|secured|booked|renewed|retained|expanded|ranked|earned|awarded|delivered|doubled|tripled|add(?:ed|ing)|converted|displaced|replaced|recovered|rescued|sourced|launched|hired|promoted|named|recogni[sz]ed|ROI|impact|so that)\b/i;

const PASSIVE = /\b(?:was|were|been|being)\s+\w+(?:ed|en|wn|lt|ld)\s+by\b/i;

/** Capitalised words that are no customer name. */
const NOT_NAMES = new Set(
  (
    "i a an the my our we this that these those in on at by for with after before during over within as when while " +
    "ceo cfo cio cto cro coo cmo ciso chro vp svp evp avp rvp ae aes sdr sdrs bdr bdrs csm am se sales account executive " +
    "team manager director rep reps arr mrr acv tcv roi kpi qbr rfp rfi poc pov sow msa saas crm erp api ai " +
    "emea apac amer latam na nam us usa u.s. uk eu north south east west central president's presidents club " +
    "fortune global enterprise mid-market smb meddpicc meddic bant spin challenger linkedin " +
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday"
  ).split(" "),
);

const DESCRIBED_CUSTOMER =
  /\b(?:Fortune\s+\d+|Global\s+\d+|(?:a|an)\s+(?:[\w-]+\s+){1,3}(?:bank|retailer|insurer|hospital|health system|university|agency|manufacturer|airline|carrier|telco|provider|company|customer|client|enterprise|firm|brand|distributor|utility|ministry|school district|municipality|government))\b/i;

function namesACustomer(text: string): boolean {
  if (DESCRIBED_CUSTOMER.test(text)) return true;
  return splitSentences(text.replace(/\n+/g, " ")).some((sentence) =>
    sentence
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, ""))
      .some(
        (w) =>
          (/^[A-Z][\w&'’.-]*$/.test(w) || /^[a-z]+[A-Z]\w*$/.test(w)) &&
          !NOT_NAMES.has(w.toLowerCase()) &&
          !/^(?:[QH][1-4]|FY\d*)$/i.test(w),
      ),
  );
}

const HEADLINE_METRICS = new Set<Metric["kind"]>(["change", "money", "percent", "multiplier", "rank", "count"]);

export function suggestionsFor(text: string, metrics: Metric[], context: string | undefined): string[] {
  const kinds = new Set(metrics.map((m) => m.kind));
  const hasMetric = metrics.some((m) => HEADLINE_METRICS.has(m.kind));
  const words = countWords(text);
  const suggestions: string[] = [];
  const firstLine = text.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "");
  if (!opensWithStrongVerb(firstLine)) suggestions.push(SUGGESTIONS.opening);
  if (!hasMetric) suggestions.push(SUGGESTIONS.metric);
  if (!kinds.has("timeframe") && !hasWordedTimeframe(text)) suggestions.push(SUGGESTIONS.timeframe);
  if (!namesACustomer(text)) suggestions.push(SUGGESTIONS.customer);
  if (!OUTCOME.test(text) && !kinds.has("money") && !kinds.has("percent")) suggestions.push(SUGGESTIONS.outcome);
  if (words < MIN_WORDS) suggestions.push(SUGGESTIONS.tooShort);
  if (words > MAX_WORDS) suggestions.push(SUGGESTIONS.tooLong);
  if (PASSIVE.test(text)) suggestions.push(SUGGESTIONS.passive);
  if (hasMetric) {
    if ((context === "quota_achievement" || context === "presidents_club") && !kinds.has("percent")) {
      suggestions.push(SUGGESTIONS.attainment);
    }
    if (context === "enterprise_deal" && !kinds.has("money")) suggestions.push(SUGGESTIONS.dealValue);
    if (context === "team_leadership" && !kinds.has("count")) suggestions.push(SUGGESTIONS.teamSize);
  }
  return suggestions;
}

const IMPACT_FAMILIES: { area: string; pattern: RegExp; money?: true }[] = [
  {
    area: "Revenue Growth",
    pattern: /\b(?:revenue|ARR|MRR|bookings|upsell\w*|upsold|cross-s\w+|expan\w+|grew|growth|quota|new business)\b/i,
    money: true,
  },
  {
    area: "New Logo Acquisition",
    pattern:
      /\b(?:new logos?|net[- ]new|new (?:customers?|clients?|accounts?|business)|first (?:customer|deal|contract)|greenfield|landed|logo acquisition|customer acquisition)\b/i,
  },
  {
    area: "Customer Retention",
    pattern:
      /\b(?:renew\w*|retention|retain\w*|churn\w*|at[- ]risk|NRR|net (?:revenue )?retention|win[- ]back|won back)\b/i,
  },
  {
    area: "Pipeline Generation",
    pattern:
      /\b(?:pipeline|prospect\w*|outbound|cold[- ](?:call|email)\w*|meetings? (?:booked|set)|booked (?:\d+ )?meetings?|SQLs?|MQLs?|opportunities|sourced|top[- ]of[- ](?:the[- ])?funnel|lead gen\w*|sequences?|campaigns?)\b/i,
  },
  {
    area: "Competitive Win",
    pattern:
      /\b(?:competitor\w*|competitive|displac\w+|rip[- ]and[- ]replace|incumbent|bake[- ]off|head[- ]to[- ]head|beat out|versus)\b/i,
  },
  {
    area: "Team Leadership",
    pattern:
      /\b(?:mentor\w*|coach\w*|train(?:ed|ing)|onboard\w*|hir(?:ed|ing)|recruit\w*|team of|(?:led|managed|built) (?:a|the|my|our) (?:\w+ )?team|direct reports?|leadership|player[- ]coach)\b/i,
  },
  {
    area: "Process Improvement",
    pattern:
      /\b(?:process\w*|playbooks?|workflows?|automat\w+|streamlin\w+|framework|methodolog\w+|MEDDPICC|MEDDIC|enablement|templates?|standardi[sz]\w+|best practices?|CRM|forecast\w*)\b/i,
  },
  {
    area: "Executive Engagement",
    pattern:
      /\b(?:CEO|CFO|CIO|CTO|CRO|COO|CMO|CISO|CHRO|C-suite|C-level|executives?|exec sponsor|VP|SVP|EVP|board|economic buyer)\b/i,
  },
  {
    area: "Speed / Efficiency",
    pattern:
      /\b(?:faster|fastest|shorten\w*|accelerat\w+|ahead of schedule|record time|efficien\w+|ramp(?:ed|ing)?|cycle time|(?:in|within|under) \d+ (?:days|weeks)|(?:cut|reduced?) (?:the )?(?:sales )?cycle)\b/i,
  },
];

export { categoryLabel };

export function impactAreasFor(text: string, metrics: Metric[], context: string | undefined): string[] {
  const hasMoney = metrics.some((m) => m.kind === "money");
  const areas = IMPACT_FAMILIES.filter(({ pattern, money }) => pattern.test(text) || (money && hasMoney)).map(
    ({ area }) => area,
  );
  const label = categoryLabel(context);
  return [...new Set(label ? [label, ...areas] : areas)];
}
