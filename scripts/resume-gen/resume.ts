// One random résumé (content only, no layout) and the answer a reader should give for it.
import { bullets, quotaLine, summary, type QuotaLine } from "./bullets";
import { addMonths, formatDate, formatRange, pickDateStyle, type DateStyle, type PrintedRange, type YM } from "./dates";
import { HEADINGS, LABELS, LANGUAGE_NAMES, LANGUAGES, type Lang, type Section } from "./i18n";
import * as pools from "./pools";
import type { Rng } from "./random";

export type Role = { title: string; range: PrintedRange; bullets: string[]; start: YM; end: YM | "present" };
export type Employer = { company: string; location: string; roles: Role[]; span: PrintedRange };
export type EducationEntry = { school: string; degree: string; range: PrintedRange; location: string };
export type Project = { name: string; date: string; description: string };
export type Resume = {
  lang: Lang;
  sales: boolean;
  name: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  summary: string;
  employers: Employer[];
  education: EducationEntry[];
  projects: Project[];
  skills: string[];
  languages: string[];
  awards: string[];
  quota: QuotaLine[];
  headings: Record<Section, string>;
  labels: (typeof LABELS)[Lang];
  style: DateStyle;
};

/** The generator's "today": open-ended jobs run to here. */
const NOW: YM = { year: 2026, month: 10 };

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

function companyName(rng: Rng, lang: Lang, used: Set<string>): string {
  for (;;) {
    const name = rawCompany(rng, lang);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function rawCompany(rng: Rng, lang: Lang): string {
  if (rng.chance(0.18)) return rng.pick(pools.KNOWN_COMPANIES);
  if (lang === "en" && rng.chance(0.08))
    return `${rng.pick(pools.LAST_NAMES.en)} & ${rng.pick(pools.LAST_NAMES.en)}${rng.pick(["", " LLP", " Partners"])}`;
  const root = rng.pick(pools.COMPANY_ROOTS[lang]);
  const sector = rng.chance(0.65) ? rng.pick(pools.COMPANY_SECTORS[lang]) : "";
  // Now and then an employer abroad, with its own country's legal form.
  const suffixLang = rng.chance(0.12) ? rng.pick(LANGUAGES) : lang;
  const suffix = rng.chance(0.55) ? rng.pick(pools.COMPANY_SUFFIXES[suffixLang]) : "";
  if ((lang === "fr" || lang === "es") && !sector && rng.chance(0.5))
    return `${lang === "fr" ? "Groupe" : "Grupo"} ${root}`;
  const base = sector ? `${root} ${sector}` : root;
  if (suffix === "Groupe") return `Groupe ${base}`;
  return suffix ? `${base}${suffix.startsWith(",") ? "" : " "}${suffix}` : base;
}

function titleOf(rng: Rng, lang: Lang, sales: boolean): string {
  const base = rng.pick(sales ? pools.SALES_TITLES[lang] : pools.OTHER_TITLES[lang]);
  if (/senior|junior|head|lead|leiter|director|directeur|vp /i.test(base) || !rng.chance(0.2)) return base;
  const level = rng.pick(pools.SENIORITY[lang]);
  return lang === "en" || lang === "de" ? `${level} ${base}` : `${base} ${level}`;
}

function promoted(rng: Rng, lang: Lang, earlier: string, sales: boolean): string {
  if (rng.chance(0.5) && !/senior|sênior|head|director|directeur|leiter/i.test(earlier))
    return lang === "en" || lang === "de" ? `Senior ${earlier}` : `${earlier} ${lang === "pt" ? "Sênior" : "Senior"}`;
  for (;;) {
    const next = titleOf(rng, lang, sales);
    if (next !== earlier) return next;
  }
}

export function pickLanguage(rng: Rng): Lang {
  return rng.weighted<Lang>([
    ["en", 5],
    ["de", 2],
    ["fr", 1.3],
    ["es", 1.3],
    ["pt", 1.3],
  ]);
}

export function makeResume(rng: Rng, lang: Lang): Resume {
  const sales = rng.chance(0.72);
  const style = pickDateStyle(rng, lang);
  const roleCount = rng.weighted([
    [1, 1],
    [2, 3],
    [3, 4],
    [4, 3],
    [5, 2],
    [6, 1],
  ] as const);

  // Walk back from today: the most recent role first, as résumés list them.
  let cursor: YM = rng.chance(0.7) ? NOW : addMonths(NOW, -rng.int(2, 30));
  let open = cursor === NOW;
  const used = new Set<string>();
  const employers: Employer[] = [];
  let left = roleCount;
  while (left > 0) {
    const size = left >= 2 && rng.chance(0.25) ? (left >= 3 && rng.chance(0.2) ? 3 : 2) : 1;
    left -= size;
    const roles: { title: string; start: YM; end: YM | "present" }[] = [];
    let title = "";
    for (let i = 0; i < size; i++) {
      const end: YM | "present" = open ? "present" : cursor;
      const endYm = end === "present" ? NOW : end;
      let months = rng.int(6, 46);
      // Year-only dates: a job within one calendar year would print as one year; keep spans across years.
      if (style.kind === "year") months = Math.max(months, endYm.month + rng.int(1, 20));
      const start = addMonths(endYm, -months);
      title = i === 0 ? titleOf(rng, lang, sales) : title;
      roles.push({ title, start, end });
      open = false;
      cursor = addMonths(start, -(i < size - 1 ? 1 : rng.int(1, 5)));
      if (i < size - 1) title = "";
    }
    // Titles run from the earliest role up: the later role is the promotion.
    for (let i = roles.length - 1; i >= 0; i--) {
      const role = roles[i]!;
      role.title = i === roles.length - 1 ? titleOf(rng, lang, sales) : promoted(rng, lang, roles[i + 1]!.title, sales);
    }
    const last = roles[roles.length - 1]!;
    const first = roles[0]!;
    employers.push({
      company: companyName(rng, lang, used),
      location: rng.chance(0.1) ? "Remote" : rng.pick(pools.LOCATIONS[lang]),
      span: formatRange(last.start, first.end, style, lang),
      roles: roles.map((r) => ({
        title: r.title,
        range: formatRange(r.start, r.end, style, lang),
        bullets: bullets(rng, lang, sales, rng.int(0, 4)),
        start: r.start,
        end: r.end,
      })),
    });
  }

  const quota: QuotaLine[] = [];
  if (sales && rng.chance(0.45)) {
    // A year's attainment needs the role to cover that year: an open role counts up to last year.
    const lastYear = (role: Role) => (role.end === "present" ? NOW.year - 1 : role.end.year);
    const roles = employers.flatMap((e) => e.roles).filter((role) => lastYear(role) >= role.start.year);
    for (const role of rng.sample(roles, rng.chance(0.2) ? 2 : 1)) {
      const year = rng.int(role.start.year, lastYear(role));
      const line = quotaLine(rng, lang, year);
      role.bullets.splice(rng.int(0, role.bullets.length), 0, line.text);
      quota.push(line);
    }
  }

  const earliest = employers.at(-1)!.roles.at(-1)!;
  const eduStyle = rng.chance(0.5) ? { ...style, kind: "year" as const, since: false } : style;
  const education: EducationEntry[] = [];
  let eduEnd = addMonths(earliest.start, -rng.int(1, 14));
  for (let i = rng.int(1, 2); i > 0; i--) {
    const start = addMonths(eduEnd, -rng.int(20, 48));
    education.push({
      school: rng.pick(pools.SCHOOLS[lang]),
      degree: rng.pick(pools.DEGREES[lang]),
      range: formatRange(start, eduEnd, eduStyle, lang),
      location: rng.pick(pools.LOCATIONS[lang].filter((l) => !/remot|télé/i.test(l))),
    });
    eduEnd = addMonths(start, -rng.int(2, 6));
  }

  const awardCount = rng.chance(sales ? 0.55 : 0.25) ? rng.int(1, 3) : 0;
  const awards = rng.sample(pools.AWARDS[lang], awardCount).map((name) => {
    const year = rng.int(Math.max(earliest.start.year, 2005), NOW.year - 1);
    return rng.pick([name, `${name} ${year}`, `${name} (${year})`, `${name}, ${year}`, `${name} – ${year}`]);
  });

  const projects = rng.chance(0.3)
    ? rng.sample(pools.PROJECTS[lang], rng.int(1, 2)).map((name) => ({
        name,
        date: formatDate(
          addMonths(NOW, -rng.int(3, 60)),
          style.kind === "year" ? { ...style, kind: "short" } : style,
          lang,
        ),
        description: rng.pick(bullets(rng, lang, false, 1)),
      }))
    : [];

  const first = rng.pick(pools.FIRST_NAMES[lang]);
  const lastName = rng.pick(pools.LAST_NAMES[lang]);
  const headings = Object.fromEntries(
    (Object.keys(HEADINGS[lang]) as Section[]).map((section) => [section, rng.pick(HEADINGS[lang][section])]),
  ) as Record<Section, string>;
  const latest = employers[0]!.roles[0]!;
  const years = Math.max(1, NOW.year - earliest.start.year);
  const levels = LABELS[lang].languagesLevels;
  return {
    lang,
    sales,
    name: `${first} ${lastName}`,
    headline: latest.title,
    email: `${ascii(first)}.${ascii(lastName)}@${rng.pick(["gmail.com", "outlook.com", "proton.me", "mail.com"])}`,
    phone: rng.pick([
      "+1 512 555 0142",
      "+49 151 2345 6789",
      "+33 6 12 34 56 78",
      "+34 612 345 678",
      "+55 11 98765-4321",
    ]),
    city: rng.pick(pools.LOCATIONS[lang].filter((l) => !/remot|télé/i.test(l))),
    summary: summary(rng, lang, latest.title, years),
    employers,
    education,
    projects,
    skills: rng.sample(pools.SKILLS[lang], rng.int(4, 9)),
    languages: rng
      .sample(LANGUAGE_NAMES[lang], rng.int(1, 3))
      .map((name, i) => `${name} (${levels[Math.min(i, levels.length - 1)]})`),
    awards,
    quota,
    headings,
    labels: LABELS[lang],
    style,
  };
}

export type Expected = ReturnType<typeof expectedOf>;

/** The answer file: the shared corpus's fields plus the template, language and format. */
export function expectedOf(resume: Resume, family: string, format: "pdf" | "docx") {
  const roles = resume.employers.flatMap((e) => e.roles.map((r) => ({ employer: e, role: r })));
  return {
    family,
    language: resume.lang,
    format,
    generator: "scripts/resume-gen",
    sales: resume.sales,
    experiences: roles.map(({ employer, role }) => ({
      company: employer.company,
      title: role.title,
      start: role.range.start,
      end: role.range.end,
    })),
    optionalExperiences: [],
    recognitions: resume.awards,
    optionalRecognitions: [],
    quotaFigures: resume.quota.map((q) => ({ percent: q.percent, period: q.period, text: q.text })),
    // What the document prints for each role, for the check script: the dates exactly as written.
    printed: roles.map(({ role }) => role.range.text),
  };
}
