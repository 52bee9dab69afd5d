// HTML résumés printed by Chromium: shared pieces and the one-column layouts.
import type { Rng } from "./random";
import type { Employer, Resume, Role } from "./resume";

export type HtmlSource = { html: string; paper: "A4" | "Letter"; margin: string };

export const h = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const SANS = ["DejaVu Sans", "Source Sans Pro", "Roboto", "Fira Sans", "Carlito", "Latin Modern Sans"];
const SERIF = ["DejaVu Serif", "EB Garamond", "Linux Libertine O", "Bitstream Charter", "Utopia", "Latin Modern Roman"];
export const font = (rng: Rng, kind: "sans" | "serif" = rng.chance(0.65) ? "sans" : "serif") =>
  `"${rng.pick(kind === "sans" ? SANS : SERIF)}", ${kind === "sans" ? "sans-serif" : "serif"}`;
export const accent = (rng: Rng) => rng.pick(["#1f4e79", "#2e7d32", "#8b1e3f", "#444", "#0b7285", "#5f3dc4"]);

export function page(css: string, body: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
*{box-sizing:border-box} body{margin:0;color:#222} ul{margin:3px 0 0;padding-left:18px} li{margin:1px 0}
h1,h2,h3,p{margin:0}
${css}</style></head><body>${body}</body></html>`;
}

export const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${h(i)}</li>`).join("")}</ul>` : "";
export const section = (title: string, inner: string, cls = "") =>
  `<section class="${cls}"><h2>${h(title)}</h2>${inner}</section>`;
export const contact = (r: Resume, sep = " · ") => [r.city, r.phone, r.email].map(h).join(sep);

/** Sections other than experience, in the order a layout wants. */
export function extras(r: Resume, which: ("education" | "skills" | "awards" | "projects" | "languages")[]) {
  const out: string[] = [];
  for (const key of which) {
    if (key === "education")
      out.push(
        section(
          r.headings.education,
          r.education
            .map(
              (e) =>
                `<div class="edu"><b>${h(e.degree)}</b><br>${h(e.school)}, ${h(e.location)}<br><span class="d">${h(e.range.text)}</span></div>`,
            )
            .join(""),
        ),
      );
    if (key === "skills") out.push(section(r.headings.skills, `<p>${r.skills.map(h).join(", ")}</p>`));
    if (key === "languages") out.push(section(r.headings.languages, `<p>${r.languages.map(h).join("<br>")}</p>`));
    if (key === "awards" && r.awards.length) out.push(section(r.headings.awards, list(r.awards)));
    if (key === "projects" && r.projects.length)
      out.push(
        section(
          r.headings.projects,
          r.projects.map((p) => `<p><b>${h(p.name)}</b> (${h(p.date)}): ${h(p.description)}</p>`).join(""),
        ),
      );
  }
  return out.join("");
}

export type RoleView = { employer: Employer; role: Role; first: boolean };
export const roleViews = (r: Resume): RoleView[] =>
  r.employers.flatMap((employer) => employer.roles.map((role, i) => ({ employer, role, first: i === 0 })));

/**
 * Classic: name centred, company bold with dates at the right, title in italics below. The space between a row's
 * two parts is invisible in the flex row, but keeps them apart when LibreOffice reads this HTML into a DOCX.
 */
export function classic(r: Resume, rng: Rng): HtmlSource {
  const upper = rng.chance(0.3);
  const jobs = r.employers
    .map((e) => {
      const roles = e.roles
        .map(
          (role, i) =>
            `<div class="row">${i === 0 && e.roles.length === 1 ? `<b class="co">${h(e.company)}</b>` : `<i>${h(role.title)}</i>`} <span>${h(role.range.text)}</span></div>` +
            (e.roles.length === 1
              ? `<div class="row"><i>${h(role.title)}</i> <span>${h(e.location)}</span></div>`
              : "") +
            list(role.bullets),
        )
        .join("");
      const head =
        e.roles.length > 1
          ? `<div class="row"><b class="co">${h(e.company)}</b> <span>${h(e.location)}</span></div>`
          : "";
      return `<div class="job">${head}${roles}</div>`;
    })
    .join("");
  const css = `body{font-family:${font(rng)};font-size:${rng.pick(["10pt", "10.5pt", "11pt"])}}
header{text-align:center;margin-bottom:10px} h1{font-size:24pt;font-weight:600} h2{font-size:12pt;text-transform:uppercase;
border-bottom:1px solid #333;margin:12px 0 6px;letter-spacing:.05em} .row{display:flex;justify-content:space-between}
.job{margin-bottom:8px} .co{${upper ? "text-transform:uppercase;" : ""}} .edu{margin-bottom:4px} .d{color:#555}`;
  const body = `<header><h1>${h(r.name)}</h1><p>${contact(r, " | ")}</p></header>
${rng.chance(0.5) ? section(r.headings.summary, `<p>${h(r.summary)}</p>`) : ""}
${section(r.headings.experience, jobs)}${extras(r, ["education", "projects", "awards", "skills", "languages"])}`;
  return {
    html: page(css, body, r.lang),
    paper: rng.pick(["A4", "Letter"]),
    margin: rng.pick(["14mm", "18mm", "12mm"]),
  };
}

/** Title first: the position as the entry heading, "Company | Location | dates" below it. */
export function titleFirst(r: Resume, rng: Rng): HtmlSource {
  const color = accent(rng);
  const sep = rng.pick([" | ", " · ", " — "]);
  const jobs = roleViews(r)
    .map(
      ({ employer, role }) =>
        `<div class="job"><h3>${h(role.title)}</h3><p class="meta">${h(employer.company)}${sep}${h(employer.location)}${sep}${h(role.range.text)}</p>${list(role.bullets)}</div>`,
    )
    .join("");
  const css = `body{font-family:${font(rng, "sans")};font-size:10.5pt} header{border-left:6px solid ${color};padding-left:12px;margin-bottom:12px}
h1{font-size:26pt;color:${color}} h2{font-size:13pt;color:${color};margin:14px 0 6px} h3{font-size:11.5pt}
.meta{color:#555;font-size:9.5pt} .job{margin-bottom:9px} .edu{margin-bottom:4px}`;
  const body = `<header><h1>${h(r.name)}</h1><p>${h(r.headline)}</p><p>${contact(r)}</p></header>
${section(r.headings.summary, `<p>${h(r.summary)}</p>`)}${section(r.headings.experience, jobs)}
${extras(r, ["awards", "education", "skills", "languages", "projects"])}`;
  return { html: page(css, body, r.lang), paper: "A4", margin: "15mm" };
}

/** Compact and dense: "Title, Company — Location (dates)" on one line, small serif type. */
export function compactInline(r: Resume, rng: Rng): HtmlSource {
  const jobs = roleViews(r)
    .map(({ employer, role }) => {
      const line = rng.chance(0.5)
        ? `<b>${h(role.title)}</b>, ${h(employer.company)} — ${h(employer.location)} (${h(role.range.text)})`
        : `<b>${h(employer.company)}</b>, ${h(role.title)}, ${h(employer.location)}, ${h(role.range.text)}`;
      return `<div class="job"><p>${line}</p>${list(role.bullets)}</div>`;
    })
    .join("");
  const css = `body{font-family:${font(rng, "serif")};font-size:${rng.pick(["9pt", "9.5pt"])};line-height:1.25}
h1{font-size:16pt} h2{font-size:10pt;font-variant:small-caps;margin:8px 0 3px;border-bottom:.5px solid #999} .job{margin-bottom:4px}
.edu{display:inline-block;margin-right:20px}`;
  const body = `<h1>${h(r.name)}</h1><p>${contact(r, " • ")}</p>${section(r.headings.experience, jobs)}
${extras(r, ["education", "skills", "awards", "languages"])}`;
  return { html: page(css, body, r.lang), paper: "Letter", margin: "10mm" };
}
