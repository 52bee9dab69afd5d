// LaTeX résumés with the CV classes Debian's TeX Live ships: moderncv in its five styles and europasscv.
import type { Lang } from "./i18n";
import type { Rng } from "./random";
import type { Employer, Resume, Role } from "./resume";

export type LatexSource = { main: string; files?: Record<string, string> };

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** Text as LaTeX prints it literally. */
export const esc = (text: string) => text.replace(/[\\{}&%$#_~^]/g, (c) => SPECIAL[c] ?? c);

export const BABEL: Record<Lang, string> = {
  en: "english",
  de: "ngerman",
  fr: "french",
  es: "spanish",
  pt: "portuguese",
};

/** Lines in the preamble of every document: UTF-8 input, scalable T1 fonts, no hyphenation inside names. */
export const COMMON_PREAMBLE = String.raw`\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\hyphenpenalty=10000
\exhyphenpenalty=10000
\emergencystretch=3em`;

export type FlatRole = { employer: Employer; role: Role; index: number };
export const flatRoles = (resume: Resume): FlatRole[] =>
  resume.employers.flatMap((employer) => employer.roles.map((role, index) => ({ employer, role, index })));

/** At most `max` bullets for a cramped layout, never dropping a quota line the answer lists. */
export const fewBullets = (r: Resume, role: Role, max: number) => {
  const isQuota = (b: string) => r.quota.some((q) => q.text === b);
  return [...role.bullets.filter(isQuota), ...role.bullets.filter((b) => !isQuota(b))].slice(0, Math.max(max, 1));
};

export const itemize = (items: string[], options = "") =>
  items.length === 0
    ? ""
    : `\\begin{itemize}${options}\n${items.map((b) => `  \\item ${esc(b)}`).join("\n")}\n\\end{itemize}`;

const firstLast = (name: string) => {
  const at = name.indexOf(" ");
  return [name.slice(0, at), name.slice(at + 1)] as const;
};
export { firstLast };

/** moderncv (casual, classic, banking, oldstyle, fancy): \cventry with the dates in the style's place. */
export function moderncv(style: string) {
  return (r: Resume, rng: Rng): LatexSource => {
    const [first, last] = firstLast(r.name);
    const color = rng.pick(["blue", "green", "grey", "orange", "burgundy", "black"]);
    const font = rng.pick(["sans", "roman"]);
    // Users swap the title and employer arguments about as often as they keep the class's order.
    const companyFirst = rng.chance(0.35);
    const entry = ({ employer, role }: FlatRole) => {
      const [a, b] = companyFirst ? [employer.company, role.title] : [role.title, employer.company];
      const body = itemize(role.bullets);
      return `\\cventry{${esc(role.range.text)}}{${esc(a)}}{${esc(b)}}{${esc(employer.location)}}{}{${body}}`;
    };
    const sections: string[] = [];
    if (rng.chance(0.5)) sections.push(`\\section{${esc(r.headings.summary)}}\n\\cvitem{}{${esc(r.summary)}}`);
    sections.push(`\\section{${esc(r.headings.experience)}}\n${flatRoles(r).map(entry).join("\n")}`);
    const education = r.education
      .map((e) => `\\cventry{${esc(e.range.text)}}{${esc(e.degree)}}{${esc(e.school)}}{${esc(e.location)}}{}{}`)
      .join("\n");
    sections.splice(rng.chance(0.3) ? 0 : sections.length, 0, `\\section{${esc(r.headings.education)}}\n${education}`);
    if (r.projects.length)
      sections.push(
        `\\section{${esc(r.headings.projects)}}\n` +
          r.projects.map((p) => `\\cvitem{${esc(p.date)}}{\\textbf{${esc(p.name)}}: ${esc(p.description)}}`).join("\n"),
      );
    if (r.awards.length)
      sections.push(
        `\\section{${esc(r.headings.awards)}}\n` +
          r.awards.map((a) => (rng.chance(0.5) ? `\\cvlistitem{${esc(a)}}` : `\\cvitem{}{${esc(a)}}`)).join("\n"),
      );
    sections.push(`\\section{${esc(r.headings.skills)}}\n\\cvitem{}{${esc(r.skills.join(", "))}}`);
    sections.push(
      `\\section{${esc(r.headings.languages)}}\n` + r.languages.map((l) => `\\cvlistitem{${esc(l)}}`).join("\n"),
    );
    const main = String.raw`\documentclass[11pt,a4paper,${font}]{moderncv}
\moderncvstyle{${style}}
\moderncvcolor{${color}}
${COMMON_PREAMBLE}
\usepackage[scale=${rng.pick(["0.8", "0.85", "0.75"])}]{geometry}
\name{${esc(first)}}{${esc(last)}}
\title{${esc(r.headline)}}
\address{${esc(r.city)}}{}{}
\phone[mobile]{${esc(r.phone)}}
\email{${esc(r.email)}}
\begin{document}
\makecvtitle
${sections.join("\n\n")}
\end{document}
`;
    return { main };
  };
}

const EUROPASS_LANG: Record<Lang, string> = {
  en: "english",
  de: "german",
  fr: "french",
  es: "spanish",
  pt: "portuguese",
};

/** europasscv: the EU's two-column form, dates in the left column, the position as the entry title. */
export function europasscv(r: Resume, rng: Rng): LatexSource {
  const [first, last] = firstLast(r.name);
  const roles = flatRoles(r)
    .map(({ employer, role }) => {
      const employerLine = rng.chance(0.5) ? `${employer.company}, ${employer.location}` : employer.company;
      const bullets = role.bullets.length
        ? `\\ecvitem{}{\\begin{ecvitemize}\n${role.bullets.map((b) => `\\item ${esc(b)}`).join("\n")}\n\\end{ecvitemize}}`
        : "";
      return `\\ecvtitle{${esc(role.range.text)}}{${esc(role.title)}}\n\\ecvitem{}{${esc(employerLine)}}\n${bullets}`;
    })
    .join("\n");
  const education = r.education
    .map((e) => `\\ecvtitle{${esc(e.range.text)}}{${esc(e.degree)}}\n\\ecvitem{}{${esc(e.school)}, ${esc(e.location)}}`)
    .join("\n");
  const awards = r.awards.length
    ? `\\ecvsection{${esc(r.headings.awards)}}\n${r.awards.map((a) => `\\ecvitem{}{${esc(a)}}`).join("\n")}`
    : "";
  const projects = r.projects.length
    ? `\\ecvsection{${esc(r.headings.projects)}}\n${r.projects
        .map((p) => `\\ecvitem{${esc(p.date)}}{${esc(p.name)}: ${esc(p.description)}}`)
        .join("\n")}`
    : "";
  const main = String.raw`\documentclass[${EUROPASS_LANG[r.lang]},a4paper]{europasscv}
${COMMON_PREAMBLE}
\ecvname{${esc(rng.chance(0.5) ? `${last}, ${first}` : r.name)}}
\ecvaddress{${esc(r.city)}}
\ecvmobile{${esc(r.phone)}}
\ecvemail{${esc(r.email)}}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{${esc(r.headings.experience)}}
${roles}
\ecvsection{${esc(r.headings.education)}}
${education}
${awards}
${projects}
\ecvsection{${esc(r.headings.skills)}}
\ecvitem{${esc(r.headings.skills)}}{${esc(r.skills.join(", "))}}
\ecvitem{${esc(r.headings.languages)}}{${esc(r.languages.join(", "))}}
\end{europasscv}
\end{document}
`;
  return { main };
}
