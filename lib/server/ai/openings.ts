import "server-only";
// Openings for the built-in writer: "I was responsible for managing X" → "Managed X", "Helped the team close"
// → "Enabled the team to close", and the other weak starts a sales achievement often has. The meaning stays:
// a supporting role becomes "Contributed to" or "Supported", never a claim of sole ownership.
import { baseFromGerund, gerund, isKnownVerb, isStrongPastVerb, pastFromParticiple, pastTense } from "./verbs";

const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "their",
  "his",
  "her",
  "its",
  "this",
  "that",
  "these",
  "those",
]);

function firstWord(text: string): string {
  return /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
}

/** "managing the renewal" → "Managed the renewal"; a noun phrase gets the fallback verb: "Owned the renewal". */
function verbFromGerundOr(fallback: string) {
  return (rest: string) => {
    const word = firstWord(rest);
    const base = word ? baseFromGerund(word) : null;
    return base ? `${pastTense(base)}${rest.slice(word.length)}` : `${fallback} ${rest}`;
  };
}

/** "Helped close X" → "Contributed to closing X"; "Helped the team close X" → "Enabled the team to close X". */
function rewriteHelped(rest: string): string | null {
  const words = rest.split(" ");
  const direct = words[0] === "to" ? words.slice(1) : words;
  const verb = direct[0] ?? "";
  if (isKnownVerb(verb) && !DETERMINERS.has(verb.toLowerCase())) {
    return ["Contributed to", gerund(verb), ...direct.slice(1)].join(" ");
  }
  for (let k = 1; k <= 4 && k < words.length; k++) {
    const object = words.slice(0, k);
    const last = object.at(-1)!.toLowerCase();
    if (DETERMINERS.has(last) || object.some((w) => /[,;:]$/.test(w))) continue;
    const tail = words[k] === "to" ? words.slice(k + 1) : words.slice(k);
    if (isKnownVerb(tail[0] ?? "")) return ["Enabled", ...object, "to", ...tail].join(" ");
  }
  return null;
}

type Rule = { pattern: RegExp; rewrite: (rest: string, match: RegExpExecArray) => string | null };

const I = String.raw`(?:I\s+)?`;

const RULES: Rule[] = [
  {
    pattern: new RegExp(
      String.raw`^(?:I\s+(?:was|am|have\s+been|had\s+been)\s+|(?:was|am)\s+)?(?:solely\s+|directly\s+|primarily\s+|mainly\s+|fully\s+)?(?:responsible|accountable)\s+for\s+`,
      "i",
    ),
    rewrite: verbFromGerundOr("Owned"),
  },
  {
    pattern: new RegExp(String.raw`^${I}(?:was\s+)?(?:in\s+charge\s+of|tasked\s+with|charged\s+with)\s+`, "i"),
    rewrite: verbFromGerundOr("Led"),
  },
  {
    pattern: new RegExp(String.raw`^${I}(?:helped|assisted)\s+(?:with|in)\s+`, "i"),
    rewrite: (rest) => `Contributed to ${rest}`,
  },
  { pattern: new RegExp(String.raw`^${I}helped\s+`, "i"), rewrite: rewriteHelped },
  { pattern: new RegExp(String.raw`^${I}(?:helped|assisted)\s+`, "i"), rewrite: (rest) => `Supported ${rest}` },
  {
    pattern: new RegExp(String.raw`^${I}worked\s+(?:closely\s+)?(?:with|alongside)\s+`, "i"),
    rewrite: (rest) => `Partnered with ${rest}`,
  },
  { pattern: new RegExp(String.raw`^${I}worked\s+on\s+`, "i"), rewrite: verbFromGerundOr("Drove") },
  {
    pattern: new RegExp(String.raw`^${I}(?:was|were)\s+(?:a\s+)?(?:key\s+|core\s+)?(?:part|member)\s+of\s+`, "i"),
    rewrite: (rest) =>
      /^(?:the|a|an|our|my)\s+(?:[\w-]+\s+){0,3}?(?:team|committee|group|squad|pod|council|task force)\b/i.test(rest)
        ? `Served on ${rest}`
        : `Contributed to ${rest}`,
  },
  {
    pattern: new RegExp(
      String.raw`^${I}(?:participated\s+in|took\s+part\s+in|(?:was|got)\s+involved\s+(?:in|with))\s+`,
      "i",
    ),
    rewrite: (rest) => `Contributed to ${rest}`,
  },
  {
    pattern: new RegExp(String.raw`^${I}(?:was|were)\s+able\s+to\s+`, "i"),
    rewrite: (rest) => {
      const verb = firstWord(rest);
      return verb && !DETERMINERS.has(verb.toLowerCase()) ? `${pastTense(verb)}${rest.slice(verb.length)}` : null;
    },
  },
  {
    pattern: new RegExp(String.raw`^${I}(?:managed|got|had\s+the\s+(?:opportunity|chance))\s+to\s+`, "i"),
    rewrite: (rest) => {
      const verb = firstWord(rest);
      return isKnownVerb(verb) ? `${pastTense(verb)}${rest.slice(verb.length)}` : null;
    },
  },
  {
    pattern: new RegExp(String.raw`^${I}(?:handled|dealt\s+with|took\s+care\s+of|looked\s+after)\s+`, "i"),
    rewrite: (rest) => `Managed ${rest}`,
  },
  {
    // "I closed" → "Closed": an achievement line drops the pronoun.
    pattern: /^I\s+(?:also\s+|then\s+|personally\s+|eventually\s+|finally\s+|ultimately\s+)?(?=[A-Za-z-]+\b)/,
    rewrite: (rest) => (isStrongPastVerb(firstWord(rest)) ? rest : null),
  },
];

/** "The Acme deal was closed by me in Q3" → "Closed the Acme deal in Q3". */
const PASSIVE_BY_ME =
  /^((?:the|this|that|our|my|a|an)\s+[^,]{1,60}?)\s+(?:was|were)\s+([a-z-]+)\s+by\s+(?:me|myself)\b/i;

function rewritePassive(sentence: string): string | null {
  const match = PASSIVE_BY_ME.exec(sentence);
  if (!match) return null;
  const [whole, subject = "", participle = ""] = match;
  const verb = pastFromParticiple(participle);
  if (!isStrongPastVerb(verb)) return null;
  const object = subject.charAt(0).toLowerCase() + subject.slice(1);
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${object}${sentence.slice(whole.length)}`;
}

function rewriteStart(sentence: string): string {
  const active = rewritePassive(sentence);
  if (active) return active;
  for (const { pattern, rewrite } of RULES) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const rewritten = rewrite(sentence.slice(match[0].length), match);
    if (rewritten) return rewritten;
  }
  return sentence;
}

/** Weak phrases inside a sentence: "and was able to close" → "and closed", "in order to" → "to". */
export function replaceWeakPhrases(sentence: string): string {
  return sentence
    .replace(/\bin\s+order\s+to\b/gi, "to")
    .replace(/\b(?:was|were)\s+able\s+to\s+([a-z-]+)\b/g, (m, verb: string) =>
      DETERMINERS.has(verb) ? m : pastTense(verb),
    )
    .replace(/\bmanaged\s+to\s+([a-z-]+)\b/g, (m, verb: string) => (isKnownVerb(verb) ? pastTense(verb) : m));
}

/** A time or context clause in front ("In Q3 2024, I closed ...") that can move behind the action. */
const LEADING_CLAUSE =
  /^((?:In|During|Over|Within|Throughout|By|After|Before|Across|As|Last|This|Earlier|Recently|At|While|When)\b[^,]{0,60}),\s+(.+)$/;

/** Opens the sentence with a strong past-tense verb when its start is a known weak one. */
export function strengthenOpening(sentence: string): string {
  const clause = LEADING_CLAUSE.exec(sentence);
  if (clause) {
    const [, lead = "", body = ""] = clause;
    const rewritten = rewriteStart(body);
    if (!isStrongPastVerb(firstWord(rewritten))) return sentence;
    // The clause goes before the body's own first clause, so it keeps describing the action.
    const cut = /, |; | — /.exec(rewritten);
    const at = cut ? cut.index : rewritten.length;
    const leadText = lead.charAt(0).toLowerCase() + lead.slice(1);
    return `${rewritten.slice(0, at)} ${leadText}${rewritten.slice(at)}`;
  }
  return rewriteStart(sentence);
}

export function opensWithStrongVerb(text: string): boolean {
  return isStrongPastVerb(firstWord(text.trimStart()));
}
