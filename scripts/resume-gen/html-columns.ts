// HTML résumés in columns: sidebars on either side, a dates column, a table layout, a banner with roles grouped
// under their employer, and a timeline.
import { accent, contact, extras, font, h, list, page, roleViews, section, type HtmlSource } from "./html";
import type { Rng } from "./random";
import type { Resume } from "./resume";

function sidebar(r: Resume, rng: Rng, side: "left" | "right"): HtmlSource {
  const color = accent(rng);
  const jobs = roleViews(r)
    .map(({ employer, role }) =>
      side === "left"
        ? `<div class="job"><h3>${h(role.title)}</h3><p class="co">${h(employer.company)} · ${h(employer.location)}</p><p class="d">${h(role.range.text)}</p>${list(role.bullets)}</div>`
        : `<div class="job"><p class="d">${h(role.range.text)}</p><h3>${h(employer.company)}</h3><p class="co">${h(role.title)}</p>${list(role.bullets)}</div>`,
    )
    .join("");
  const aside = `<aside><h1>${h(r.name)}</h1><p class="head">${h(r.headline)}</p>
${section(r.headings.contact, `<p>${h(r.city)}<br>${h(r.phone)}<br>${h(r.email)}</p>`)}
${extras(r, side === "left" ? ["skills", "languages", "education"] : ["skills", "awards", "languages"])}</aside>`;
  const main = `<main>${section(r.headings.summary, `<p>${h(r.summary)}</p>`)}${section(r.headings.experience, jobs)}
${extras(r, side === "left" ? ["awards", "projects"] : ["education", "projects"])}</main>`;
  const css = `body{font-family:${font(rng)};font-size:${rng.pick(["9.5pt", "10pt"])}}
.wrap{display:grid;grid-template-columns:${side === "left" ? "32% 1fr" : "1fr 30%"};gap:18px}
aside{background:${side === "left" ? color : "#f1f3f5"};color:${side === "left" ? "#fff" : "#222"};padding:14px;min-height:260mm}
aside h1{font-size:20pt} aside h2{font-size:11pt;text-transform:uppercase;margin:14px 0 4px;border-bottom:1px solid currentColor}
main h2{font-size:13pt;color:${color};margin:10px 0 6px} h3{font-size:11pt} .co{font-style:italic} .d{color:#666;font-size:9pt}
.job{margin-bottom:9px} .edu{margin-bottom:6px} .head{opacity:.85}`;
  const body = side === "left" ? `<div class="wrap">${aside}${main}</div>` : `<div class="wrap">${main}${aside}</div>`;
  return { html: page(css, body, r.lang), paper: "A4", margin: "8mm" };
}
export const sidebarLeft = (r: Resume, rng: Rng) => sidebar(r, rng, "left");
export const sidebarRight = (r: Resume, rng: Rng) => sidebar(r, rng, "right");

/** Dates (and place) in a narrow left column beside each entry. */
export function datesLeft(r: Resume, rng: Rng): HtmlSource {
  const companyFirst = rng.chance(0.5);
  const jobs = roleViews(r)
    .map(({ employer, role }) => {
      const [top, below] = companyFirst ? [employer.company, role.title] : [role.title, employer.company];
      return `<div class="entry"><div class="l">${h(role.range.text)}<br><span class="loc">${h(employer.location)}</span></div>
<div class="r"><b>${h(top)}</b><br><i>${h(below)}</i>${list(role.bullets)}</div></div>`;
    })
    .join("");
  const edu = r.education
    .map(
      (e) =>
        `<div class="entry"><div class="l">${h(e.range.text)}</div><div class="r"><b>${h(e.degree)}</b><br>${h(e.school)}</div></div>`,
    )
    .join("");
  const css = `body{font-family:${font(rng)};font-size:10pt} h1{font-size:22pt} h2{font-size:12pt;color:${accent(rng)};
margin:14px 0 6px;padding-bottom:2px;border-bottom:2px solid #ddd} .entry{display:flex;gap:14px;margin-bottom:8px}
.l{flex:0 0 28mm;color:#555;font-size:9pt} .r{flex:1} .loc{font-size:8.5pt}`;
  const body = `<h1>${h(r.name)}</h1><p>${h(r.headline)}</p><p>${contact(r)}</p>
${section(r.headings.experience, jobs)}${section(r.headings.education, edu)}${extras(r, ["awards", "skills", "languages"])}`;
  return { html: page(css, body, r.lang), paper: rng.pick(["A4", "Letter"]), margin: "16mm" };
}

/** A table per section, as older résumé builders produce. */
export function tableLayout(r: Resume, rng: Rng): HtmlSource {
  const rows = roleViews(r)
    .map(
      ({ employer, role }) =>
        `<tr><td class="d">${h(role.range.text)}</td><td><b>${h(employer.company)}</b>, ${h(employer.location)}<br>${h(role.title)}${list(role.bullets)}</td></tr>`,
    )
    .join("");
  const edu = r.education
    .map((e) => `<tr><td class="d">${h(e.range.text)}</td><td>${h(e.degree)}<br>${h(e.school)}</td></tr>`)
    .join("");
  const css = `body{font-family:${font(rng)};font-size:10pt} h1{font-size:20pt;text-align:${rng.pick(["left", "center"])}}
h2{font-size:11pt;background:#e9ecef;padding:3px 6px;margin:12px 0 4px} table{width:100%;border-collapse:collapse}
td{vertical-align:top;padding:3px 6px} td.d{width:30%;white-space:nowrap;color:#333}`;
  const body = `<h1>${h(r.name)}</h1><p style="text-align:center">${contact(r, " | ")}</p>
${section(r.headings.experience, `<table>${rows}</table>`)}${section(r.headings.education, `<table>${edu}</table>`)}
${extras(r, ["skills", "awards", "languages"])}`;
  return { html: page(css, body, r.lang), paper: "A4", margin: "15mm" };
}

/** A coloured name banner; each employer once, its roles with their own dates beneath. */
export function bannerGrouped(r: Resume, rng: Rng): HtmlSource {
  const color = accent(rng);
  const jobs = r.employers
    .map((e) => {
      const roles = e.roles
        .map(
          (role) =>
            `<div class="role"><div class="row"><b>${h(role.title)}</b> <span>${h(role.range.text)}</span></div>${list(role.bullets)}</div>`,
        )
        .join("");
      const span = e.roles.length > 1 && rng.chance(0.5) ? ` <span class="span">(${h(e.span.text)})</span>` : "";
      return `<div class="emp"><h3>${h(e.company)}${span} <small>${h(e.location)}</small></h3>${roles}</div>`;
    })
    .join("");
  const css = `body{font-family:${font(rng, "sans")};font-size:10pt} .banner{background:${color};color:#fff;padding:18px 22px;margin-bottom:10px}
.banner h1{font-size:26pt;letter-spacing:.02em} .content{padding:0 10px} h2{font-size:12pt;text-transform:uppercase;color:${color};margin:12px 0 6px}
h3{font-size:11.5pt;margin-top:6px} h3 small{font-weight:normal;color:#777;font-size:9pt} .row{display:flex;justify-content:space-between}
.role{margin:3px 0 6px 10px} .span{font-weight:normal;color:#555} .edu{margin-bottom:4px}`;
  const body = `<div class="banner"><h1>${h(r.name)}</h1><p>${h(r.headline)} — ${contact(r)}</p></div><div class="content">
${section(r.headings.summary, `<p>${h(r.summary)}</p>`)}${section(r.headings.experience, jobs)}
${extras(r, ["education", "awards", "skills", "languages", "projects"])}</div>`;
  return { html: page(css, body, r.lang), paper: "Letter", margin: "0" };
}

/** A vertical timeline: a dot per role, the dates in a pill above the employer. */
export function timeline(r: Resume, rng: Rng): HtmlSource {
  const color = accent(rng);
  const jobs = roleViews(r)
    .map(
      ({ employer, role }) =>
        `<div class="t"><span class="pill">${h(role.range.text)}</span><h3>${h(employer.company)}</h3><p class="ti">${h(role.title)} · ${h(employer.location)}</p>${list(role.bullets)}</div>`,
    )
    .join("");
  const css = `body{font-family:${font(rng)};font-size:10pt} h1{font-size:24pt;color:${color}} h2{font-size:13pt;margin:14px 0 8px}
.tl{border-left:2px solid ${color};margin-left:6px;padding-left:16px} .t{position:relative;margin-bottom:10px}
.t:before{content:"";position:absolute;left:-22px;top:3px;width:10px;height:10px;border-radius:50%;background:${color}}
.pill{display:inline-block;background:#eef;border-radius:8px;padding:1px 8px;font-size:8.5pt} h3{font-size:11pt;margin-top:2px}
.ti{color:#444} .edu{margin-bottom:4px}`;
  const body = `<h1>${h(r.name)}</h1><p>${contact(r)}</p>${section(r.headings.experience, `<div class="tl">${jobs}</div>`)}
${extras(r, ["education", "skills", "awards", "languages"])}`;
  return { html: page(css, body, r.lang), paper: "A4", margin: "14mm" };
}
