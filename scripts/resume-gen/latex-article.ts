// Article-class résumés as people build them by hand: the sb2nov/Jake one-column design (employer and place on one
// line, title and dates on the next), a two-column design, and a sidebar design with a dates column.
import { COMMON_PREAMBLE, esc, fewBullets, itemize, type LatexSource } from "./latex";
import type { Rng } from "./random";
import type { Resume } from "./resume";

const tight = "[leftmargin=1.2em,noitemsep,topsep=1pt]";
const sectionList = (items: string[]) => itemize(items, tight);

/** One column; a row pair per role: bold left, right-aligned right. */
export function jake(r: Resume, rng: Rng): LatexSource {
  const titleFirst = rng.chance(0.35);
  const row = (left: string, right: string, style: string) =>
    `\\begin{tabular*}{\\textwidth}[t]{@{}l@{\\extracolsep{\\fill}}r@{}}\n${left} & ${right} \\\\\n${style}\\end{tabular*}`;
  const jobs = r.employers
    .map((e) =>
      e.roles
        .map((role, i) => {
          const [topL, topR, lowL, lowR] = titleFirst
            ? [role.title, role.range.text, e.company, e.location]
            : [e.company, e.location, role.title, role.range.text];
          const lines =
            i === 0 || titleFirst
              ? row(
                  `\\textbf{${esc(topL)}}`,
                  esc(topR),
                  `\\textit{\\small ${esc(lowL)}} & \\textit{\\small ${esc(lowR)}} \\\\\n`,
                )
              : row(`\\textit{\\small ${esc(role.title)}}`, `\\textit{\\small ${esc(role.range.text)}}`, "");
          return `${lines}\n${itemize(role.bullets, tight)}`;
        })
        .join("\n\\vspace{2pt}\n"),
    )
    .join("\n\\vspace{6pt}\n");
  const education = r.education
    .map((e) =>
      row(
        `\\textbf{${esc(e.school)}}`,
        esc(e.location),
        `\\textit{\\small ${esc(e.degree)}} & \\textit{\\small ${esc(e.range.text)}} \\\\\n`,
      ),
    )
    .join("\n");
  const paper = rng.pick(["letterpaper", "a4paper"]);
  const main = String.raw`\documentclass[${paper},${rng.pick(["10pt", "11pt"])}]{article}
${COMMON_PREAMBLE}
\usepackage[margin=${rng.pick(["0.6in", "0.75in", "0.5in"])}]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\titlerule\vspace{-4pt}]
\begin{document}
\begin{center}
{\Huge\scshape ${esc(r.name)}}\\[2pt]
\small ${esc(r.phone)} $|$ ${esc(r.email)} $|$ ${esc(r.city)}
\end{center}
${rng.chance(0.4) ? `\\section{${esc(r.headings.education)}}\n${education}` : ""}
\section{${esc(r.headings.experience)}}
${jobs}
${r.projects.length ? `\\section{${esc(r.headings.projects)}}\n${r.projects.map((p) => row(`\\textbf{${esc(p.name)}}`, esc(p.date), "") + `\n${sectionList([p.description])}`).join("\n")}` : ""}
${r.awards.length ? `\\section{${esc(r.headings.awards)}}\n${sectionList(r.awards)}` : ""}
\section{${esc(r.headings.skills)}}
${esc(r.skills.join(", "))}
\end{document}
`;
  return { main };
}

/** Two columns side by side (Deedy-like): the narrow one holds education and skills, the wide one the jobs. */
export function twoColumn(r: Resume, rng: Rng): LatexSource {
  const jobs = r.employers
    .map((e) => {
      const roles = e.roles
        .map(
          (role) =>
            `{\\color{accent}\\textsc{${esc(role.title)}}}\\\\\n{\\small ${esc(role.range.text)} \\textbar{} ${esc(e.location)}}\n${itemize(fewBullets(r, role, 2), tight)}`,
        )
        .join("\n\\vspace{2pt}\n");
      return `{\\large\\bfseries ${esc(e.company)}}\\\\\n${roles}`;
    })
    .join("\n\\vspace{8pt}\n");
  const narrow = [
    `\\section*{${esc(r.headings.education)}}`,
    ...r.education.map(
      (e) => `\\textbf{${esc(e.school)}}\\\\ ${esc(e.degree)}\\\\ {\\small ${esc(e.range.text)}}\\\\[4pt]`,
    ),
    `\\section*{${esc(r.headings.skills)}}`,
    esc(r.skills.join(" \u2022 ")).replace(/\u2022/g, "\\textbullet{}"),
    r.awards.length
      ? `\\section*{${esc(r.headings.awards)}}\n${r.awards.map((a) => `${esc(a)}\\\\[2pt]`).join("\n")}`
      : "",
    `\\section*{${esc(r.headings.languages)}}`,
    r.languages.map(esc).join("\\\\\n"),
  ].join("\n");
  const leftNarrow = rng.chance(0.7);
  const wide = `\\section*{${esc(r.headings.experience)}}\n${jobs}`;
  const [a, b, wa, wb] = leftNarrow ? [narrow, wide, "0.31", "0.64"] : [wide, narrow, "0.64", "0.31"];
  const main = String.raw`\documentclass[${rng.pick(["10pt", "11pt"])},letterpaper]{article}
${COMMON_PREAMBLE}
\usepackage[margin=0.5in]{geometry}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage{titlesec}
\definecolor{accent}{HTML}{${rng.pick(["1F4E79", "444444", "8B0000", "2E7D32"])}}
\titleformat{\section}{\Large\scshape\raggedright}{}{0em}{}[\titlerule]
\titlespacing*{\section}{0pt}{6pt}{4pt}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\begin{center}{\fontsize{28pt}{32pt}\selectfont ${esc(r.name)}}\\[4pt]
${esc(r.email)} \textbar{} ${esc(r.phone)} \textbar{} ${esc(r.city)}\end{center}
\begin{minipage}[t]{${wa}\textwidth}
${a}
\end{minipage}\hfill
\begin{minipage}[t]{${wb}\textwidth}
${b}
\end{minipage}
\end{document}
`;
  return { main };
}

// A left cell and a right cell side by side; entries may break across pages between them.
const entry = (left: string, right: string) =>
  `\\begin{minipage}[t]{0.2\\linewidth}\\raggedright ${left}\\end{minipage}\\hfill` +
  `\\begin{minipage}[t]{0.78\\linewidth}${right}\\end{minipage}\\par\\vspace{6pt}`;

/** A coloured sidebar (Friggeri-like) and a main column whose entries carry their dates in a left column. */
export function sidebar(r: Resume, rng: Rng): LatexSource {
  const rows = r.employers
    .flatMap((e) =>
      e.roles.map((role) => {
        const head = rng.chance(0.5)
          ? `\\textbf{${esc(role.title)}} \\hfill {\\small ${esc(e.location)}}\\newline ${esc(e.company)}`
          : `\\textbf{${esc(e.company)}} \\hfill {\\small ${esc(e.location)}}\\newline \\textit{${esc(role.title)}}`;
        const bullets = role.bullets.length ? `\\newline {\\small ${role.bullets.map(esc).join("\\newline ")}}` : "";
        return entry(`{\\small ${esc(role.range.text)}}`, `${head}${bullets}`);
      }),
    )
    .join("\n");
  const edu = r.education
    .map((e) => entry(`{\\small ${esc(e.range.text)}}`, `\\textbf{${esc(e.degree)}}\\newline ${esc(e.school)}`))
    .join("\n");
  const main = String.raw`\documentclass[10pt,a4paper]{article}
${COMMON_PREAMBLE}
\usepackage[margin=1.2cm]{geometry}
\usepackage{paracol}
\usepackage{xcolor}
\usepackage{array}
${rng.pick(["\\usepackage[default]{lato}", "\\usepackage[default]{sourcesanspro}", "\\usepackage[sfdefault]{roboto}", "\\usepackage{lmodern}"])}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newcommand{\head}[1]{\par\vspace{8pt}{\large\color{gray}\MakeUppercase{#1}}\par\vspace{4pt}}
\begin{document}
\columnratio{0.28}
\begin{paracol}{2}
{\LARGE ${esc(r.name)}}\par\vspace{4pt}
{\small ${esc(r.headline)}}\par
\head{${esc(r.headings.contact)}}
{\small ${esc(r.city)}\\ ${esc(r.phone)}\\ ${esc(r.email)}}
\head{${esc(r.headings.skills)}}
{\small ${r.skills.map(esc).join("\\\\ ")}}
\head{${esc(r.headings.languages)}}
{\small ${r.languages.map(esc).join("\\\\ ")}}
${r.awards.length ? `\\head{${esc(r.headings.awards)}}\n{\\small ${r.awards.map(esc).join("\\\\[2pt] ")}}` : ""}
\switchcolumn
\head{${esc(r.headings.experience)}}
${rows}
\head{${esc(r.headings.education)}}
${edu}
\end{paracol}
\end{document}
`;
  return { main };
}
