// Reads generated documents back as a checker: text normalised for comparison, and printed date ranges parsed by
// rules written apart from the generator's own (so a generator bug cannot agree with itself).

/** Text as a reader compares it: compatibility forms, one kind of quote and hyphen, single spaces, lower case. */
export const normalise = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\u00ad/g, "-")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

// An independent reading of the printed ranges: month words in five languages, open ends, "since" forms.
const MONTHS: [RegExp, number][] = [
  [/^(jan|january|januar|janv|janvier|ene|enero|janeiro)\.?$/, 1],
  [/^(feb|february|februar|févr|février|febrero|fev|fevereiro)\.?$/, 2],
  [/^(mar|march|märz|mars|marzo|março)\.?$/, 3],
  [/^(apr|april|avr|avril|abr|abril)\.?$/, 4],
  [/^(may|mai|mayo|maio)\.?$/, 5],
  [/^(jun|june|juni|juin|junio|junho)\.?$/, 6],
  [/^(jul|july|juli|juil|juillet|julio|julho)\.?$/, 7],
  [/^(aug|august|août|ago|agosto)\.?$/, 8],
  [/^(sep|sept|september|septembre|septiembre|set|setembro)\.?$/, 9],
  [/^(oct|october|okt|oktober|octobre|octubre|out|outubro)\.?$/, 10],
  [/^(nov|november|novembre|noviembre|novembro)\.?$/, 11],
  [/^(dec|december|dez|dezember|déc|décembre|dic|diciembre|dezembro)\.?$/, 12],
];
const PRESENT =
  /^(present|current|now|heute|aktuell|dato|aujourd'hui|présent|ce jour|actualidad|la actualidad|presente|atual|o momento|hoje)$/;
const SINCE = /^(since|seit|depuis|desde)\s+/;

function readDate(text: string): string | null {
  const t = text.trim().toLowerCase();
  let m = /^(\d{1,2})[./](\d{4})$/.exec(t);
  if (m) return `${m[2]}-${m[1]!.padStart(2, "0")}`;
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}`;
  if (/^\d{4}$/.test(t)) return t;
  m = /^(\S+)\s+(\d{4})$/.exec(t);
  const month = m && MONTHS.find(([re]) => re.test(m![1]!));
  return month ? `${m![2]}-${String(month[1]).padStart(2, "0")}` : null;
}

export function readRange(text: string): { start: string | null; end: string | null } {
  const t = text.trim();
  const since = SINCE.exec(t.toLowerCase());
  if (since) return { start: readDate(t.slice(since[0].length)), end: "present" };
  const parts = t.split(/\s*[–—]\s*|\s+-\s+|\s+(?:to|bis|à|a|até)\s+/);
  if (parts.length !== 2) return { start: readDate(t), end: readDate(t) };
  const end = PRESENT.test(parts[1]!.toLowerCase()) ? "present" : readDate(parts[1]!);
  return { start: readDate(parts[0]!), end };
}
