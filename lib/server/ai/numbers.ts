import "server-only";
// Numbers in achievement text for the built-in writer: one notation for money and percents ($1.2M, 45%),
// amounts moved in front of the deal they measure, and the metrics and timeframes a text contains.
// Nothing here makes a number up: amounts are only rewritten when the short form is exact.
import { articleFor } from "./sentences";

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(million|mil|mm|m|billion|bn|b|thousand|k)`;

const SCALE_LETTER: Record<string, "K" | "M" | "B"> = {
  million: "M",
  mil: "M",
  mm: "M",
  m: "M",
  billion: "B",
  bn: "B",
  b: "B",
  thousand: "K",
  k: "K",
};

const UNITS = [
  { letter: "B", size: 1_000_000_000n, step: 10_000_000n },
  { letter: "M", size: 1_000_000n, step: 10_000n },
  { letter: "K", size: 1_000n, step: 1_000n },
] as const;

/** $1,200,000 → $1.2M and $240,000 → $240K when exact; otherwise the amount with thousands separators. */
function dollars(whole: string, fraction: string | undefined, scale: string | undefined): string {
  const digits = whole.replaceAll(",", "");
  if (scale) return `$${whole}${fraction ? `.${fraction}` : ""}${SCALE_LETTER[scale.toLowerCase()]}`;
  if (fraction && !/^0+$/.test(fraction)) return `$${withSeparators(digits)}.${fraction}`;
  const amount = BigInt(digits);
  for (const { letter, size, step } of UNITS) {
    if (amount >= size && amount % step === 0n) {
      const hundredths = (amount % size) / (size / 100n);
      const decimals = hundredths === 0n ? "" : `.${hundredths.toString().padStart(2, "0").replace(/0$/, "")}`;
      return `$${amount / size}${decimals}${letter}`;
    }
  }
  return `$${withSeparators(digits)}`;
}

function withSeparators(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

type Rewrite = [RegExp, (...groups: string[]) => string];

const MONEY_WORDS = String.raw`(?:ARR|MRR|ACV|TCV|revenue|bookings|pipeline|sales|business|quota|deals?|contracts?|renewals?|expansions?|upsells?|spend|savings)`;

const NUMBER_REWRITES: Rewrite[] = [
  // $1,200,000 / $1.2 million / $450k
  [
    new RegExp(String.raw`\$\s?${NUMBER}(?:\s?${SCALE}\b)?(?:\s+(?:US\s+)?dollars\b)?`, "gi"),
    (_m, w, f, s) => dollars(w!, f, s),
  ],
  // 1.2 million dollars / 450K USD / USD 450K
  [
    new RegExp(String.raw`(?<![\w$.,])${NUMBER}\s?(?:${SCALE}\s+)?(?:US\s+|U\.S\.\s+)?(?:dollars|USD)\b`, "gi"),
    (_m, w, f, s) => dollars(w!, f, s),
  ],
  [new RegExp(String.raw`\bUSD\s?${NUMBER}(?:\s?${SCALE}\b)?`, "g"), (_m, w, f, s) => dollars(w!, f, s)],
  // 450K in ARR / 2M pipeline: a scaled amount in front of a money word is dollars.
  [
    new RegExp(
      String.raw`(?<![\w$.,])${NUMBER}\s?(k|m|mm)\b(?=\s+(?:(?:in|of)\s+)?(?:(?:new|net[\s-]new|annual|recurring|closed[\s-]won|total)\s+)*${MONEY_WORDS}\b)`,
      "gi",
    ),
    (_m, w, f, s) => dollars(w!, f, s),
  ],
  // 45 percent / 45 %
  [/(\d+(?:\.\d+)?)\s?(?:percent|per cent|pct)\b/gi, (_m, n) => `${n}%`],
  [/(\d)\s+%/g, (_m, d) => `${d}%`],
];

/** One notation for amounts and percents. */
export function normalizeNumbers(text: string): string {
  return NUMBER_REWRITES.reduce(
    (result, [pattern, replace]) => result.replace(pattern, (...args: unknown[]) => replace(...(args as string[]))),
    text,
  );
}

const DEAL_NOUNS = String.raw`deal|contract|agreement|opportunity|renewal|expansion|upsell|order|partnership|engagement|subscription|project|sale|purchase|win|account`;
const MONEY = String.raw`\$\d+(?:,\d{3})*(?:\.\d+)?[KMB]?`;

/** "a deal worth $1.2M" → "a $1.2M deal" (the amount reads first, the way hiring managers scan). */
const AMOUNT_AFTER_NOUN = new RegExp(
  String.raw`\b(a|an|the)\s+((?:[A-Za-z][\w-]*\s+){0,3}?)(${DEAL_NOUNS})((?:\s+(?:with|for|at)\s+(?:[A-Z][\w&.'’-]*\s+){1,3}?)?)\s*(?:(?:that|which)\s+was\s+)?(?:worth|valued at|totall?ing|with a (?:total )?value of|of)\s+(${MONEY})(?!\s*(?:ARR|MRR|ACV|TCV|per\b|a\s+year|annually|\/|(?:in|of)\s+(?:ARR|MRR|ACV|TCV|annual|recurring|revenue|new|net|pipeline|bookings|first|total|savings|spend)\b))`,
  "gi",
);

/** Judging words stay in front of the amount ("an important $240K deal"); describing ones follow it. */
const JUDGING_WORDS = new Set(
  "important big bigger biggest large larger largest huge major strategic key significant critical massive complex competitive record landmark first".split(
    " ",
  ),
);

export function bringAmountsForward(text: string): string {
  return text.replace(
    AMOUNT_AFTER_NOUN,
    (_m, article: string, words: string, noun: string, party: string, amount: string) => {
      const list = words.split(/\s+/).filter(Boolean);
      const judging = list.findIndex((w) => !JUDGING_WORDS.has(w.toLowerCase()));
      const front = judging === -1 ? list : list.slice(0, judging);
      const back = judging === -1 ? [] : list.slice(judging);
      const phrase = [...front, amount, ...back, noun].join(" ");
      const lower = article.toLowerCase();
      const next = lower === "the" ? lower : articleFor(phrase);
      const cased = /^[A-Z]/.test(article) ? next.charAt(0).toUpperCase() + next.slice(1) : next;
      return `${cased} ${phrase}${party.trimEnd()}`;
    },
  );
}

export type MetricKind = "change" | "money" | "percent" | "multiplier" | "rank" | "count" | "timeframe";

const COUNT_UNITS = String.raw`logos?|customers?|clients?|accounts?|deals?|seats?|licen[cs]es?|users?|meetings?|opportunit(?:y|ies)|opps|reps?|SDRs?|BDRs?|AEs?|people|stakeholders?|executives?|calls?|demos?|partners?|renewals?|units?|locations?|sites?|countries|markets?|hires?|employees?|members?|leads?|MQLs?|SQLs?|contracts?|POCs?|pilots?|territor(?:y|ies)|regions?|hospitals?|banks?|schools?|stores?|agents?|sellers?|direct reports|emails?|sequences?|campaigns?|events?|webinars?|products?|integrations?|workshops?|references?|case studies|divisions?|departments?|business units?`;
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;
const PERIOD = String.raw`(?:days?|weeks?|months?|quarters?|years?)`;

const QUANTITY = String.raw`\$?\d+(?:,\d{3})*(?:\.\d+)?[KMB%x]?(?:\s+(?:${PERIOD}|${COUNT_UNITS}))?`;

const METRIC_PATTERNS: { kind: MetricKind; pattern: RegExp }[] = [
  // "from 9 months to 4 months", "from $2M to $3.1M": a before and after is one metric.
  { kind: "change", pattern: new RegExp(String.raw`\bfrom\s+${QUANTITY}\s+to\s+${QUANTITY}`, "gi") },
  { kind: "money", pattern: /[$€£]\d+(?:,\d{3})*(?:\.\d+)?[KMB]?(?!\w)/g },
  { kind: "percent", pattern: /\btop\s+\d+(?:\.\d+)?%/gi },
  {
    kind: "percent",
    pattern:
      /\d+(?:\.\d+)?%(?:\s+(?:of\s+(?:quota|plan|target|goal)|quota\s+attainment|attainment|growth|increase|YoY|year[- ]over[- ]year))?/gi,
  },
  { kind: "multiplier", pattern: /\b\d+(?:\.\d+)?x\b/gi },
  { kind: "rank", pattern: /#\d+(?:\s+(?:of|out of)\s+\d+)?/g },
  { kind: "rank", pattern: /\b\d+(?:st|nd|rd|th)\s+(?:of|out of)\s+\d+(?:\s+(?:reps|AEs|sellers|peers))?/gi },
  { kind: "timeframe", pattern: /\b(?:Q[1-4]|H[12])\s?(?:FY\s?)?'?(?:\d{4}|\d{2})\b/g },
  { kind: "timeframe", pattern: /\bFY\s?'?\d{2,4}\b/g },
  { kind: "timeframe", pattern: new RegExp(String.raw`\b${MONTH}\.?\s+(?:\d{1,2},\s+)?\d{4}\b`, "g") },
  {
    kind: "timeframe",
    pattern: new RegExp(
      String.raw`\b(?:in|during|within|over|across|after|under)\s+(?:(?:the|my)\s+)?(?:(?:first|last|past|next)\s+)?\d+(?:\.\d+)?\s+${PERIOD}\b`,
      "gi",
    ),
  },
  { kind: "timeframe", pattern: new RegExp(String.raw`\b\d+(?:\.\d+)?[- ](?:day|week|month|quarter|year)s?\b`, "gi") },
  {
    kind: "count",
    pattern: new RegExp(
      String.raw`(?<!\b(?:Fortune|Global|Inc\.?|Forbes)\s)\b\d+(?:,\d{3})*\+?\s+(?:[A-Za-z][\w-]*\s+){0,2}?(?:${COUNT_UNITS})\b`,
      "g",
    ),
  },
  { kind: "timeframe", pattern: /\bQ[1-4]\b/g },
  { kind: "timeframe", pattern: /\b(?:19|20)\d{2}\b/g },
];

export type Metric = { kind: MetricKind; text: string };

/** Every metric in the text, in reading order; a shorter match inside a longer one is dropped. */
export function findMetrics(text: string): Metric[] {
  const found: (Metric & { start: number; end: number })[] = [];
  for (const { kind, pattern } of METRIC_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ kind, text: match[0].trim(), start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start).map(({ kind, text: value }) => ({ kind, text: value }));
}

/** Timeframes written in words ("this quarter", "in two weeks"), which findMetrics does not list. */
const WORDED_TIMEFRAME = new RegExp(
  [
    String.raw`\b(?:this|last|that|the same|next|the following|my first|my second|the first|the last)\s+(?:fiscal\s+)?(?:quarter|year|month|half)\b`,
    String.raw`\b(?:in|within|over|during|after|under)\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a single|a few|several)\s+(?:\w+\s+)?${PERIOD}\b`,
    String.raw`\b(?:fiscal year|year[- ]end|quarter[- ]end|end of (?:the )?(?:quarter|year))\b`,
  ].join("|"),
  "i",
);
// Case-sensitive, so that "may" the verb is no month.
const MONTH_NAME = new RegExp(
  String.raw`\b(?:in|during|by|since|until|through|from|of|last|this|early|late|mid-?)\s*${MONTH}\b`,
);

export function hasWordedTimeframe(text: string): boolean {
  return WORDED_TIMEFRAME.test(text) || MONTH_NAME.test(text);
}
