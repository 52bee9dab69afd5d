// The vocabulary the extractor recognises: job titles, company names, person names, awards, and lines that are
// about the future rather than a result.

const TITLE_WORDS =
  /\b(account executive|account manager|account director|executive|AE|SDR|BDR|ADR|MDR|representative|rep|manager|director|vice president|president|VP|SVP|EVP|AVP|RVP|GVP|head|chief|officer|CEO|CFO|CIO|CTO|COO|CRO|CMO|CISO|CHRO|CDO|founder|co-founder|consultant|specialist|associate|lead|engineer|strategist|advisor|analyst|coordinator|principal|sales|business development|controller|treasurer|owner|architect|partner|assistant|intern|internship|researcher|developer|programmer|scientist|designer|teacher|tutor|instructor|professor|lecturer|fellow|trainee|administrator|technician|recruiter|marketer|writer|editor|agent|planner|supervisor|member of technical staff|ambassador|apprentice|contractor|freelancer?|leader|counsel+or|driver|mentor|clerk|cashier|bartender|nurse|accountant|bookkeeper|auditor|attorney|lawyer|paralegal|pharmacist|therapist|operator|mechanic|electrician|buyer|merchandiser|teller|banker|broker|underwriter|adjuster|estimator|inspector|dispatcher|receptionist|secretary|chef|physician|berater|beraterin|mitarbeiter|mitarbeiterin|leiter|leiterin|ingenieur|ingenieurin|entwickler|entwicklerin|praktikum|praktikant|werkstudent|geschäftsführer|vertriebsleiter|ingénieur|chargée?|responsable|directeur|directrice|stagiaire|commercial|vendeur|vendeuse|ingeniero|ingeniera|gerente|vendedor|vendedora|asesor|asesora|jefe|jefa|practicante|analista|analyste|asistente|assistente|assistant[e]?|coordinador[a]?|coordenador[a]?|coordinat(?:or|rice)|desarrollador[a]?|desenvolvedor[a]?|programador[a]?|diretor[a]?|ejecutiv[oa]|executiv[oa]|especialista|consultor[a]?|consultante?|consulente|t[eé]cnic[oa]|auxiliar|encargad[oa]|representante|gestor[a]?|l[ií]der|pasante|becari[oa]|estagi[aá]ri[oa]|s[oó]ci[oa]|fundador[a]?|cofundador[a]?|fondat(?:eur|rice)|administrador[a]?|contador[a]?|engenheir[oa]|profesor[a]?|d[ée]veloppeu(?:r|se)|chef|conseill(?:er|[eè]re)|technicien(?:ne)?|alternante?|g[ée]rante?|angestellte[r]?|kaufmann|kauffrau|kaufm[aä]nnische[r]?|leitung|helfer(?:in)?|verk[aä]ufer(?:in)?|aushilfe|aushilfskraft|sachbearbeiter(?:in)?|referent(?:in)?|fachkraft|assistent(?:in)?|projektleiter(?:in)?|teamleiter(?:in)?|gr[uü]nder(?:in)?|inhaber(?:in)?|auszubildende[r]?|programmierer(?:in)?|techniker(?:in)?|koordinator(?:in)?|responsabile|direttore|impiegat[oa]|sviluppatore|addett[oa]|commerciale|venditore|stagista|tirocinante|medewerker|adviseur|ontwikkelaar|verkoper|stagiair|beheerder|teamleider)\b/iu;

/** Senior titles, for the executive circle. */
const EXECUTIVE_TITLE_WORDS =
  /\b(chief|officer|CEO|CFO|CIO|CTO|COO|CRO|CMO|CISO|CHRO|CDO|president|vice president|VP|SVP|EVP|AVP|RVP|GVP|head of|director|founder|partner|owner|general manager|GM|managing director|treasurer|controller)\b/i;

const LEGAL_SUFFIX =
  /(?:^|[\s,])(inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|company|gmbh|plc|ag|s\.?a|bv|b\.v|pty|llp|lp)\.?$/i;
/** "Co." and "Co" are a company; "CO" after a city is Colorado. */
const CO_SUFFIX = /(?:^|[\s,])(?:Co\.?|CO\.)$/;

const COMPANY_WORDS =
  /\b(software|systems|technologies|technology|tech|labs|group|bank|health|healthcare|analytics|cloud|insurance|airlines|toys|traders|trading|networks|solutions|partners|holdings|capital|financial|pharma|media|energy|logistics|research|works|winery|motors|foods|retail|industries|enterprises|consulting|ventures|security|data|digital|global|international|hospital|university|college|institute|school|laboratory|laboratories|agency|foundation|association|services|bancorp|payments|robotics|devices|platforms|studios|studio|corporation|company)\b/i;

/** German titles are compounds: "Außendienstmitarbeiter", "Vertriebsleiterin", "Kundenbetreuer", "Bürokauffrau". */
const TITLE_COMPOUND =
  /\p{L}{3,}(?:mitarbeiter|leiter|berater|betreuer|kaufmann|kauffrau|entwickler|referent|ingenieur|assistent|manager|techniker|verkäufer|vertreter)(?:in)?(?![\p{L}])/iu;

/** The word that puts a title before its employer ("Sales Rep at Tailspin", "Verkäufer bei Aldi", "Stagiaire chez
 * Gamned"), as a pattern's source. */
export const AT_WORD = String.raw`(?:at|bei|chez|presso|bij|@)`;
export const hasTitleWord = (text: string) => TITLE_WORDS.test(text) || TITLE_COMPOUND.test(text);
export const hasExecutiveTitleWord = (text: string) => EXECUTIVE_TITLE_WORDS.test(text);
export const hasLegalSuffix = (text: string) => LEGAL_SUFFIX.test(text.trim()) || CO_SUFFIX.test(text.trim());
export const hasCompanyWord = (text: string) => COMPANY_WORDS.test(text);
/** A bare "Inc." or "LLC" split off its company by a comma. */
export const isLegalSuffixAlone = (text: string) =>
  /^(inc|llc|ltd|corp|plc|gmbh|ag|s\.?a|bv|pty|llp|lp)\.?$/i.test(text.trim()) || /^(?:Co\.?|CO\.)$/.test(text.trim());

const NAME_PARTICLES = new Set([
  "de",
  "van",
  "von",
  "der",
  "den",
  "da",
  "di",
  "del",
  "della",
  "la",
  "le",
  "bin",
  "al",
  "dos",
  "du",
]);

/** "Priya Shah", "José Álvarez-Ruiz", "Елена Петрова", "Mary-Kate O'Neil", "Ludwig van Beethoven", "王芳". */
export function isPersonName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 1) return /^\p{Lo}{2,4}$/u.test(words[0]!);
  if (words.length > 4) return false;
  if (hasTitleWord(text) || hasCompanyWord(text) || hasLegalSuffix(text)) return false;
  return words.every(
    (word, i) =>
      /^(\p{Lu}[\p{Ll}\p{Lu}'’.-]*|\p{Lu}\.|\p{Lo}+)$/u.test(word) ||
      (i > 0 && i < words.length - 1 && NAME_PARTICLES.has(word)),
  );
}

/** Plans, targets and forecasts are not results: "Goals for 2024: 110% of a $620K quota". */
export const FORWARD_LOOKING =
  /\b(goals?\s+for|targets?\s+for\s+(?:19|20)\d\d|aim(?:ing)?\s+(?:to|for)|plan(?:ning)?\s+to|forecast(?:ed)?\s+(?:to|at)|projected|projection|next\s+(?:year|quarter)|expect(?:ed|ing)?\s+to)\b/i;

/** Figures about a span of periods, not one period: averages, lifetimes, totals. */
export const AGGREGATE =
  /\b(averag\w*|avg|median|lifetime|cumulative|consecutive|over\s+the\s+(?:last|past)|in\s+total|total\s+of)\b/i;

const AWARD =
  /(president['’]?s\s+club|presidents\s+club|chairman['’]?s\s+club|circle\s+of\s+excellence|pinnacle\s+club|summit\s+club|club\s+trip|\baward(?:ed)?\b|\bMVP\b|hall\s+of\s+fame|top\s+performer|top\s+closer|\bwinner\b|\bhonou?ree\b|recogni[sz]ed\s+as|dean['’]?s\s+list|cum\s+laude|\bscholarship\b|\branked\s+(?:#\s?\d+|no\.?\s*\d+|number\s+\w+|first|1st|top)|#\s?\d+\s+(?:of|out\s+of)\s+\d+)/i;
/** "Rookie of the Year", "Closer of the Quarter" — capitalised, unlike "the end of the quarter". */
const AWARD_TITLE = /\b[A-Z][\w'’]*\s+of\s+the\s+(?:Year|Quarter|Month)\b/;

export const isAward = (text: string) => AWARD.test(text) || AWARD_TITLE.test(text);

const RANKING = /(?:\branked\s+)?(?:#\s?\d+|no\.\s?\d+)\s+(?:of|out\s+of)\s+\d+(?:\s+[\p{L}-]+)?/iu;

/** "ranked #2 of 60 AEs" → "Ranked #2 of 60 AEs", or null when the text states no ranking. */
export function rankingOf(text: string): string | null {
  const match = RANKING.exec(text)?.[0].trim();
  if (!match) return null;
  const ranked = /^ranked/i.test(match) ? match : `Ranked ${match}`;
  return ranked.charAt(0).toUpperCase() + ranked.slice(1);
}
