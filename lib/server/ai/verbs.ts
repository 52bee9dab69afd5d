import "server-only";
// Verb forms for the built-in writer: base → past tense and gerund, for the verbs sales achievements use.

/** Irregular past tenses (base → past). */
const IRREGULAR_PAST: Record<string, string> = {
  begin: "began",
  bring: "brought",
  build: "built",
  buy: "bought",
  become: "became",
  beat: "beat",
  choose: "chose",
  cut: "cut",
  do: "did",
  draw: "drew",
  drive: "drove",
  find: "found",
  get: "got",
  give: "gave",
  go: "went",
  grow: "grew",
  hit: "hit",
  hold: "held",
  keep: "kept",
  lead: "led",
  make: "made",
  meet: "met",
  put: "put",
  rebuild: "rebuilt",
  run: "ran",
  sell: "sold",
  send: "sent",
  set: "set",
  speak: "spoke",
  spend: "spent",
  split: "split",
  take: "took",
  teach: "taught",
  think: "thought",
  upsell: "upsold",
  "cross-sell": "cross-sold",
  resell: "resold",
  win: "won",
  write: "wrote",
  overcome: "overcame",
  outsell: "outsold",
  "co-lead": "co-led",
  oversee: "oversaw",
  undertake: "undertook",
};

/** Short verbs that double their last consonant: plan → planned, planning. */
const DOUBLING = new Set([
  "plan",
  "ship",
  "map",
  "stop",
  "scrap",
  "top",
  "tap",
  "step",
  "drop",
  "flag",
  "tag",
  "win",
  "run",
  "cut",
  "set",
  "hit",
  "get",
  "put",
  "split",
  "begin",
  "commit",
  "submit",
  "admit",
  "outstrip",
  "equip",
  "prep",
  "spot",
  "chat",
  "jam",
  "clip",
  "grab",
]);

/** Base forms the writer recognises after "to" and "helped", and behind gerunds. */
const KNOWN_VERBS = [
  "accelerate",
  "achieve",
  "acquire",
  "add",
  "align",
  "analyze",
  "architect",
  "attain",
  "automate",
  "book",
  "boost",
  "break",
  "champion",
  "close",
  "coach",
  "collaborate",
  "consolidate",
  "convert",
  "coordinate",
  "create",
  "deliver",
  "design",
  "develop",
  "displace",
  "double",
  "earn",
  "educate",
  "enable",
  "engage",
  "establish",
  "exceed",
  "execute",
  "expand",
  "facilitate",
  "forecast",
  "generate",
  "handle",
  "hire",
  "identify",
  "implement",
  "improve",
  "increase",
  "influence",
  "initiate",
  "introduce",
  "land",
  "launch",
  "manage",
  "market",
  "maximize",
  "mentor",
  "migrate",
  "negotiate",
  "nurture",
  "onboard",
  "open",
  "optimize",
  "orchestrate",
  "organize",
  "outperform",
  "own",
  "partner",
  "penetrate",
  "pilot",
  "pivot",
  "pitch",
  "position",
  "present",
  "price",
  "prospect",
  "qualify",
  "ramp",
  "rank",
  "reach",
  "recover",
  "recruit",
  "reduce",
  "renegotiate",
  "renew",
  "replace",
  "rescue",
  "restructure",
  "retain",
  "revive",
  "save",
  "scale",
  "schedule",
  "secure",
  "shorten",
  "sign",
  "source",
  "spearhead",
  "standardize",
  "streamline",
  "strengthen",
  "support",
  "surpass",
  "train",
  "transform",
  "triple",
  "turn",
  "unlock",
  "work",
  ...Object.keys(IRREGULAR_PAST),
  ...DOUBLING,
];

const KNOWN = new Set(KNOWN_VERBS);

/** Words that end in "ing" but are no gerund of a verb. */
const NOT_GERUNDS = new Set([
  "anything",
  "bring",
  "ceiling",
  "during",
  "evening",
  "everything",
  "king",
  "morning",
  "nothing",
  "ring",
  "sing",
  "something",
  "spring",
  "string",
  "thing",
  "things",
  "wing",
]);

export function isKnownVerb(word: string): boolean {
  return KNOWN.has(word.toLowerCase());
}

/** close → closed, win → won, qualify → qualified. Keeps the word's first-letter case. */
export function pastTense(word: string): string {
  const base = word.toLowerCase();
  let past: string;
  if (IRREGULAR_PAST[base]) past = IRREGULAR_PAST[base];
  else if (base.endsWith("e")) past = `${base}d`;
  else if (/[^aeiou]y$/.test(base)) past = `${base.slice(0, -1)}ied`;
  else if (DOUBLING.has(base)) past = `${base}${base.at(-1)}ed`;
  else past = `${base}ed`;
  return matchCase(word, past);
}

/** close → closing, win → winning, tie → tying. */
export function gerund(word: string): string {
  const base = word.toLowerCase();
  let ing: string;
  if (base.endsWith("ie")) ing = `${base.slice(0, -2)}ying`;
  else if (/[^eoy]e$/.test(base)) ing = `${base.slice(0, -1)}ing`;
  else if (DOUBLING.has(base)) ing = `${base}${base.at(-1)}ing`;
  else ing = `${base}ing`;
  return matchCase(word, ing);
}

const GERUND_TO_BASE = new Map(KNOWN_VERBS.map((base) => [gerund(base), base]));

/** Stems of unknown gerunds that lost a final "e": "strategiz(ing)" → "strategize". */
const SILENT_E_STEM = /(?:at|iz|yz|ur|uc|ov|iv|ev|av|ag|dg|rs|ps|ns|rc|rg|lv|rv|[bdgkpt]l)$/;

/** managing → manage, running → run; null for words that are not a gerund ("everything"). */
export function baseFromGerund(word: string): string | null {
  const lower = word.toLowerCase();
  if (!lower.endsWith("ing") || NOT_GERUNDS.has(lower) || lower.length < 6) return null;
  const known = GERUND_TO_BASE.get(lower);
  if (known) return known;
  const stem = lower.slice(0, -3);
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  return SILENT_E_STEM.test(stem) ? `${stem}e` : stem;
}

/** Participles that differ from the past tense (the rest are the same word: closed, won, sold). */
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  beaten: "beat",
  begun: "began",
  chosen: "chose",
  done: "did",
  driven: "drove",
  given: "gave",
  grown: "grew",
  overseen: "oversaw",
  overtaken: "overtook",
  run: "ran",
  spoken: "spoke",
  taken: "took",
  undertaken: "undertook",
  written: "wrote",
};

/** "driven" → "drove", "closed" → "closed" (for "the deal was driven by me" → "Drove the deal"). */
export function pastFromParticiple(word: string): string {
  return matchCase(word, IRREGULAR_PARTICIPLES[word.toLowerCase()] ?? word.toLowerCase());
}

/** Past forms that carry no strength of their own: an opening with them is still weak. */
const WEAK_PAST = new Set([
  "helped",
  "worked",
  "was",
  "were",
  "did",
  "got",
  "made",
  "assisted",
  "tried",
  "participated",
  "handled",
]);
const STRONG_PAST = new Set(KNOWN_VERBS.map((base) => pastTense(base)).filter((past) => !WEAK_PAST.has(past)));

/** True for an action verb in the past tense that can open an achievement: "Closed", "Spearheaded". */
export function isStrongPastVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (WEAK_PAST.has(lower)) return false;
  return STRONG_PAST.has(lower) || /^[a-z-]{4,}ed$/.test(lower);
}

function matchCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
