// Section headings: the usual names of a résumé's sections in English, German, French and Spanish, and headings
// said in other words ("Work Experience & Internships", "HONORS") recognised by their words without taking a job
// line for one.
import type { Section } from "./lines";
import { withoutAccents } from "../../../text";
import { hasTitleWord } from "./words";

const HEADINGS: Record<Exclude<Section, "general">, string[]> = {
  experience: [
    "experience",
    "professional experience",
    "work experience",
    "working experience",
    "work exp",
    "working exp",
    "work history",
    "employment",
    "employment history",
    "career history",
    "relevant experience",
    "sales experience",
    "professional history",
    "career",
    "roles",
    "role history",
    "experience and employment",
    "positions",
    "positions held",
    "professional background",
    "career experience",
    "industry experience",
    "research experience",
    "teaching experience",
    "relevant work experience",
  ],
  achievements: [
    "achievements",
    "key achievements",
    "accomplishments",
    "key accomplishments",
    "selected achievements",
    "notable achievements",
    "career highlights",
    "highlights",
    "wins",
    "key wins",
    "year in review",
  ],
  awards: [
    "awards",
    "awards and recognition",
    "awards and honors",
    "awards and honours",
    "honors",
    "honours",
    "honors and awards",
    "honours and awards",
    "recognition",
    "recognitions",
    "awards and achievements",
    "achievements and awards",
    "scholarships and awards",
    "awards and scholarships",
    "prizes",
    "distinctions",
  ],
  quota: [
    "quota",
    "quota attainment",
    "quota performance",
    "quota history",
    "attainment",
    "sales performance",
    "performance",
    "performance history",
    "results",
    "sales results",
    "track record",
  ],
  deals: [
    "deals",
    "key deals",
    "top deals",
    "deal highlights",
    "notable deals",
    "major wins",
    "signature deals",
    "closed deals",
    "biggest wins",
  ],
  executives: [
    "references",
    "professional references",
    "executive relationships",
    "executive network",
    "executive sponsors",
    "key relationships",
    "relationships",
    "executive contacts",
    "executive circle",
  ],
  summary: [
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "about",
    "about me",
    "career summary",
    "executive summary",
    "summary of qualifications",
    "career objective",
    "objective",
    "personal statement",
  ],
  education: [
    "education",
    "education and training",
    "academic background",
    "academics",
    "qualifications",
    "education and certifications",
  ],
  ignored: [
    "skills",
    "core skills",
    "technical skills",
    "core competencies",
    "competencies",
    "certifications",
    "certificates",
    "licenses",
    "languages",
    "interests",
    "hobbies",
    "volunteer",
    "volunteering",
    "volunteer work",
    "contact",
    "contact information",
    "training",
    "tools",
    "goals",
    "objectives",
    "next year",
    "publications",
    "projects",
    "personal projects",
    "side projects",
    "activities",
    "leadership",
    "extracurricular activities",
    "coursework",
    "relevant coursework",
    "strengths",
    "expertise",
    "areas of expertise",
    "technologies",
  ],
};

/** The same headings in German, French, Spanish, Portuguese, Italian and Dutch résumés. */
const FOREIGN_HEADINGS: Partial<Record<Section, string[]>> = {
  experience: [
    "berufserfahrung",
    "berufliche erfahrung",
    "beruflicher werdegang",
    "werdegang",
    "berufspraxis",
    "praxiserfahrung",
    "expérience professionnelle",
    "expériences professionnelles",
    "expérience",
    "expériences",
    "parcours professionnel",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "trayectoria profesional",
    "historial laboral",
    "experiência",
    "experiência profissional",
    "experiências profissionais",
    "histórico profissional",
    "esperienza",
    "esperienze",
    "esperienza professionale",
    "esperienze professionali",
    "esperienza lavorativa",
    "werkervaring",
    "ervaring",
    "werkervaringen",
    "loopbaan",
    "arbeitserfahrung",
    "berufliche laufbahn",
    "berufliche stationen",
  ],
  education: [
    "ausbildung",
    "akademische laufbahn",
    "akademischer werdegang",
    "studium",
    "bildungsweg",
    "formation",
    "formations",
    "éducation",
    "parcours académique",
    "formación",
    "formación académica",
    "educación",
    "estudios",
    "formação",
    "formação acadêmica",
    "formação académica",
    "educação",
    "istruzione",
    "formazione",
    "istruzione e formazione",
    "opleiding",
    "opleidingen",
    "bildung",
    "schulbildung",
  ],
  awards: [
    "auszeichnungen",
    "preise",
    "ehrungen",
    "prix",
    "distinctions",
    "récompenses",
    "premios",
    "reconocimientos",
    "prêmios",
    "prémios",
    "reconhecimentos",
    "premi",
    "riconoscimenti",
    "onderscheidingen",
    "prijzen",
  ],
  summary: [
    "profil",
    "zusammenfassung",
    "über mich",
    "kurzprofil",
    "à propos",
    "perfil",
    "resumen",
    "sobre mí",
    "resumo",
    "sobre mim",
    "profilo",
    "chi sono",
    "profiel",
    "over mij",
  ],
  ignored: [
    "kenntnisse",
    "fähigkeiten",
    "sprachen",
    "sprachkenntnisse",
    "persönliche informationen",
    "persönliche daten",
    "hobbys",
    "interessen",
    "zivildienst",
    "wehrdienst",
    "ehrenamt",
    "publikationen",
    "projekte",
    "compétences",
    "langues",
    "centres d intérêt",
    "loisirs",
    "informations personnelles",
    "projets",
    "habilidades",
    "competencias",
    "idiomas",
    "intereses",
    "proyectos",
    "datos personales",
    "publicaciones",
    "competências",
    "habilidades e competências",
    "projetos",
    "dados pessoais",
    "competenze",
    "lingue",
    "progetti",
    "vaardigheden",
    "talen",
    "kompetenzen",
    "programmiersprachen",
  ],
};

// Known headings are compared without their accents: headings in capitals often drop them ("EDUCACION").
const SECTION_BY_HEADING = new Map<string, Section>(
  [...Object.entries(HEADINGS), ...Object.entries(FOREIGN_HEADINGS)].flatMap(([section, names]) =>
    names.map((name) => [withoutAccents(name), section as Section]),
  ),
);

/** Words that name a section when a heading says it in its own way; the first rule that matches wins. */
const HEADING_WORDS: Array<[RegExp, Section]> = [
  [/\b(education|academic|degrees?)\b/, "education"],
  [
    /\b(volunteer\w*|projects?|skills?|competenc\w*|certifications?|licen[cs]es?|languages?|interests|hobbies|publications?|patents?|coursework|courses|activities|extracurricular|technologies|tools|expertise|strengths|talks|presentations|leadership|involvement|open[- ]source|codes?|eigene|projekte|projets|proyectos|projetos|progetti|ehrenamt\w*|engagement|bénévolat|voluntariado|volontariato)\b/u,
    "ignored",
  ],
  [/\b(awards?|honou?rs?|recognitions?|prizes?|scholarships?)\b/, "awards"],
  [/\b(achievements?|accomplishments?|highlights)\b/, "achievements"],
  [/\b(references?|recommendations?)\b/, "executives"],
  [/\b(summary|profile|objective|about)\b/, "summary"],
  [/\b(experience|employment|work history|career history|positions)\b/, "experience"],
  // German compounds: "Berufserfahrung", "Beruflicher Werdegang".
  [/(erfahrung|werdegang)$/u, "experience"],
];

/** "B E R U F S E R F A H R U N G", "W O R K  E X P E R I E N C E": letter-spaced capitals read as their words. */
const unspaced = (text: string) =>
  /^\p{L}(?: {1,3}\p{L})+$/u.test(text.trim())
    ? text
        .trim()
        .split(/ {2,}/)
        .map((word) => word.replace(/ /g, ""))
        .join(" ")
    : text;

const headingKey = (text: string) =>
  unspaced(text)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\b(fy)?\d{2,4}\b/g, " ")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The section a heading line opens, or null when the line is not a heading. Years are ignored: "2023 Highlights". */
export function headingSection(line: string): Section | null {
  const text = withoutRule(line);
  if (text.length > 48) return null;
  const exact = SECTION_BY_HEADING.get(withoutAccents(headingKey(text)));
  if (exact) return exact;
  return headingInOtherWords(text);
}

/** A rule drawn with characters after or before a heading's name ("Erfahrung ______") is decoration. */
const withoutRule = (line: string) => line.replace(/^\s*[_=~─━—–-]{3,}\s*|\s*[_=~─━—–-]{3,}\s*$/gu, "");

/** A heading's section when the line is one of the known headings word for word ("Work Experience"), else null. */
export function knownHeadingSection(line: string): Section | null {
  return SECTION_BY_HEADING.get(withoutAccents(headingKey(withoutRule(line)))) ?? null;
}

function headingInOtherWords(text: string): Section | null {
  const key = headingKey(text);
  // Said in other words: a short line without a sentence's punctuation, dates or a job title in it.
  const words = key.split(" ");
  if (
    words.length === 0 ||
    words.length > 5 ||
    /[.,;!?|@]|\d/.test(text) ||
    hasTitleWord(text.replace(/\bexperience\b/gi, ""))
  )
    return null;
  const capitalised = text
    .split(/\s+/)
    .every((word) => !/^\p{Ll}/u.test(word) || /^(and|of|the|in|for|to|with|at)$/.test(word));
  if (!capitalised) return null;
  return HEADING_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}
