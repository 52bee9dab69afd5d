// More LaTeX layouts: the currvita, curve and simplecv classes, and three article-based designs people copy
// (a one-column résumé with right-aligned dates, a two-column one, and a sidebar one with a dates column).
import { COMMON_PREAMBLE, esc, flatRoles, itemize, type LatexSource } from "./latex";
import type { Rng } from "./random";
import type { Resume } from "./resume";

const tight = "[leftmargin=*,noitemsep,topsep=2pt]";

/** currvita: a dates column on the left; several roles under one employer heading with its span. */
export function currvita(r: Resume, rng: Rng): LatexSource {
  const jobs = r.employers
    .map((e) => {
      if (e.roles.length > 1) {
        const head = `\\item[${esc(e.span.text)}] \\textbf{${esc(e.company)}}, ${esc(e.location)}`;
        const roles = e.roles.map(
          (role) => `\\item[${esc(role.range.text)}] \\emph{${esc(role.title)}}\n${itemize(role.bullets, tight)}`,
        );
        return [head, ...roles].join("\n");
      }
      const role = e.roles[0]!;
      const lines = rng.chance(0.5)
        ? `\\textbf{${esc(role.title)}}\\\\\n${esc(e.company)}, ${esc(e.location)}`
        : `\\textbf{${esc(e.company)}}, ${esc(e.location)}\\\\\n\\emph{${esc(role.title)}}`;
      return `\\item[${esc(role.range.text)}] ${lines}\n${itemize(role.bullets, tight)}`;
    })
    .join("\n");
  const education = r.education
    .map((e) => `\\item[${esc(e.range.text)}] ${esc(e.degree)}\\\\\n${esc(e.school)}, ${esc(e.location)}`)
    .join("\n");
  const list = (title: string, items: string[]) =>
    items.length
      ? `\\begin{cvlist}{${esc(title)}}\n${items.map((i) => `\\item ${esc(i)}`).join("\n")}\n\\end{cvlist}`
      : "";
  const main = String.raw`\documentclass[11pt,a4paper]{article}
${COMMON_PREAMBLE}
\usepackage[NoDate]{currvita}
\usepackage{enumitem}
\usepackage[margin=${rng.pick(["2cm", "2.5cm", "1.8cm"])}]{geometry}
${rng.chance(0.5) ? "\\usepackage{lmodern}" : "\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}"}
\begin{document}
\begin{cv}{\Large ${esc(r.name)}}
${esc(r.city)} \textbullet{} ${esc(r.phone)} \textbullet{} ${esc(r.email)}
\begin{cvlist}{${esc(r.headings.experience)}}
${jobs}
\end{cvlist}
\begin{cvlist}{${esc(r.headings.education)}}
${education}
\end{cvlist}
${list(r.headings.awards, r.awards)}
${list(r.headings.skills, [r.skills.join(", ")])}
${list(r.headings.languages, r.languages)}
\end{cv}
\end{document}
`;
  return { main };
}

/** curve: rubrics kept in their own files, an entry's key (the dates) in the left column. */
export function curve(r: Resume, rng: Rng): LatexSource {
  const entries = flatRoles(r)
    .map(({ employer, role }) => {
      const text = rng.chance(0.5)
        ? `\\textbf{${esc(role.title)}}, ${esc(employer.company)}, ${esc(employer.location)}.`
        : `\\textbf{${esc(employer.company)}}, ${esc(employer.location)}\\newline \\emph{${esc(role.title)}}`;
      const bullets = role.bullets.length ? `\\newline ${role.bullets.map(esc).join("\\newline ")}` : "";
      return `\\entry*[${esc(role.range.text)}] ${text}${bullets}`;
    })
    .join("\n");
  const rubric = (title: string, body: string) => `\\begin{rubric}{${esc(title)}}\n${body}\n\\end{rubric}\n`;
  const files: Record<string, string> = {
    "experience.tex": rubric(r.headings.experience, entries),
    "education.tex": rubric(
      r.headings.education,
      r.education.map((e) => `\\entry*[${esc(e.range.text)}] \\textbf{${esc(e.degree)}}, ${esc(e.school)}`).join("\n"),
    ),
    "skills.tex": rubric(r.headings.skills, `\\entry*[] ${esc(r.skills.join(", "))}`),
  };
  if (r.awards.length)
    files["awards.tex"] = rubric(r.headings.awards, r.awards.map((a) => `\\entry*[] ${esc(a)}`).join("\n"));
  const main = String.raw`\documentclass[11pt,a4paper]{curve}
${COMMON_PREAMBLE}
\usepackage[margin=2cm]{geometry}
\usepackage{ltxtable}
\leftheader{{\LARGE\bfseries ${esc(r.name)}}\\ ${esc(r.headline)}}
\rightheader{${esc(r.city)}\\ ${esc(r.phone)}\\ ${esc(r.email)}}
\begin{document}
\makeheaders[c]
\makerubric{experience}
\makerubric{education}
${r.awards.length ? "\\makerubric{awards}" : ""}
\makerubric{skills}
\end{document}
`;
  return { main, files };
}

/** simplecv: topics with the dates as labels in a margin. */
export function simplecv(r: Resume, rng: Rng): LatexSource {
  const jobs = flatRoles(r)
    .map(({ employer, role }) => {
      const head = rng.chance(0.5)
        ? `${esc(employer.company)}, ${esc(employer.location)}\\\\ \\textit{${esc(role.title)}}`
        : `\\textbf{${esc(role.title)}} \\hfill ${esc(employer.location)}\\\\ ${esc(employer.company)}`;
      return `\\item[${esc(role.range.text)}] ${head}\n${itemize(role.bullets, tight)}`;
    })
    .join("\n");
  const main = String.raw`\documentclass[11pt,a4paper]{simplecv}
${COMMON_PREAMBLE}
\usepackage{enumitem}
\usepackage[margin=2cm]{geometry}
\title{${esc(r.name)}}
\leftheader{${esc(r.city)}\\ ${esc(r.phone)}}
\rightheader{${esc(r.email)}}
\begin{document}
\maketitle
\section{${esc(r.headings.experience)}}
\begin{topic}
${jobs}
\end{topic}
\section{${esc(r.headings.education)}}
\begin{topic}
${r.education.map((e) => `\\item[${esc(e.range.text)}] ${esc(e.degree)}, ${esc(e.school)}`).join("\n")}
\end{topic}
${r.awards.length ? `\\section{${esc(r.headings.awards)}}\n\\begin{topic}\n${r.awards.map((a) => `\\item[] ${esc(a)}`).join("\n")}\n\\end{topic}` : ""}
\section{${esc(r.headings.skills)}}
${esc(r.skills.join(", "))}
\end{document}
`;
  return { main };
}
