// Three Word layouts: right tab stops for dates, a two-column table with the dates on the left, and employers as
// headings with their roles beneath.
import { buildDocx, para, table, textWidth, type DocxOptions, type Para } from "./ooxml";
import type { Rng } from "./random";
import type { Resume } from "./resume";

function options(rng: Rng): DocxOptions {
  return {
    font: rng.pick(["Calibri", "Arial", "Times New Roman", "Cambria", "Garamond", "Georgia"]),
    size: rng.pick([10, 10.5, 11]),
    accent: rng.pick(["1F4E79", "000000", "2E7D32", "7B2C3B"]),
    paper: rng.pick(["A4", "Letter"]),
    margin: rng.pick([720, 1080, 1440]),
  };
}

const bullets = (items: string[]) => items.map((text) => para({ runs: [text], bullet: true, style: "ListParagraph" }));

/** Sections after the work history, as plain paragraphs. */
function tail(r: Resume, o: DocxOptions, rng: Rng): string[] {
  const tab = textWidth(o);
  const out: string[] = [para({ style: "Heading1", runs: [r.headings.education] })];
  for (const e of r.education)
    out.push(
      para({
        runs: [
          { text: e.school, bold: true },
          { text: e.range.text, tab: true },
        ],
        rightTab: tab,
      }),
      para({ runs: [{ text: `${e.degree}, ${e.location}`, italic: true }] }),
    );
  if (r.awards.length) out.push(para({ style: "Heading1", runs: [r.headings.awards] }), ...bullets(r.awards));
  if (r.projects.length)
    out.push(
      para({ style: "Heading1", runs: [r.headings.projects] }),
      ...r.projects.map((p) => para({ runs: [{ text: p.name, bold: true }, ` (${p.date}): ${p.description}`] })),
    );
  out.push(
    para({ style: "Heading1", runs: [r.headings.skills] }),
    para({ runs: [r.skills.join(rng.pick([", ", " | ", " • "]))] }),
  );
  out.push(para({ style: "Heading1", runs: [r.headings.languages] }), para({ runs: [r.languages.join(", ")] }));
  return out;
}

const header = (r: Resume, centred: boolean): string[] => [
  para({ style: "Title", runs: [r.name], align: centred ? "center" : undefined }),
  para({ runs: [[r.city, r.phone, r.email].join(" | ")], align: centred ? "center" : undefined, after: 120 }),
];

/** Employer and dates on one line (a right tab), the title and place below; grouped roles share one heading. */
export async function docxTabs(r: Resume, rng: Rng): Promise<Buffer> {
  const o = options(rng);
  const tab = textWidth(o);
  const caps = rng.chance(0.3);
  const body: string[] = [...header(r, rng.chance(0.5))];
  if (rng.chance(0.6)) body.push(para({ style: "Heading1", runs: [r.headings.summary] }), para({ runs: [r.summary] }));
  body.push(para({ style: "Heading1", runs: [r.headings.experience] }));
  for (const e of r.employers) {
    if (e.roles.length === 1) {
      const role = e.roles[0]!;
      body.push(
        para({
          runs: [
            { text: e.company, bold: true, caps },
            { text: role.range.text, tab: true },
          ],
          rightTab: tab,
        }),
        para({
          runs: [
            { text: role.title, italic: true },
            { text: e.location, tab: true, italic: true },
          ],
          rightTab: tab,
        }),
        ...bullets(role.bullets),
      );
      continue;
    }
    body.push(
      para({
        runs: [
          { text: e.company, bold: true, caps },
          { text: e.location, tab: true },
        ],
        rightTab: tab,
      }),
    );
    for (const role of e.roles)
      body.push(
        para({
          runs: [
            { text: role.title, italic: true },
            { text: role.range.text, tab: true },
          ],
          rightTab: tab,
        }),
        ...bullets(role.bullets),
      );
  }
  return buildDocx([...body, ...tail(r, o, rng)].join(""), o);
}

/** A borderless table: dates and place in a narrow left column, the entry on the right. */
export async function docxTable(r: Resume, rng: Rng): Promise<Buffer> {
  const o = options(rng);
  const total = textWidth(o);
  const left = Math.round(total * 0.26);
  const titleFirst = rng.chance(0.5);
  const shade = rng.pick(["D9E2F3", "E7E6E6", ""]);
  const heading = (text: string): Para =>
    shade ? { runs: [{ text, bold: true, size: 12 }], shade, after: 80 } : { style: "Heading1", runs: [text] };
  const rows = r.employers.flatMap((e) =>
    e.roles.map((role) => {
      const [a, b] = titleFirst ? [role.title, e.company] : [e.company, role.title];
      return [
        [para({ runs: [role.range.text] }), para({ runs: [{ text: e.location, italic: true, size: 9 }] })],
        [para({ runs: [{ text: a, bold: true }] }), para({ runs: [b] }), ...bullets(role.bullets)],
      ];
    }),
  );
  const edu = r.education.map((e) => [
    [para({ runs: [e.range.text] })],
    [para({ runs: [{ text: e.degree, bold: true }] }), para({ runs: [e.school] })],
  ]);
  const body = [
    ...header(r, false),
    para(heading(r.headings.experience)),
    table([left, total - left], rows),
    para(heading(r.headings.education)),
    table([left, total - left], edu),
  ];
  if (r.awards.length) body.push(para(heading(r.headings.awards)), ...bullets(r.awards));
  body.push(para(heading(r.headings.skills)), para({ runs: [r.skills.join(", ")] }));
  body.push(para(heading(r.headings.languages)), para({ runs: [r.languages.join(", ")] }));
  return buildDocx(body.join(""), o);
}

/** Each employer a heading ("Company, Place", sometimes with its span); each role "Title, dates" beneath. */
export async function docxGrouped(r: Resume, rng: Rng): Promise<Buffer> {
  const o = options(rng);
  const body: string[] = [...header(r, true), para({ style: "Heading1", runs: [r.headings.experience] })];
  const roleStyle = rng.pick(["paren", "dash", "line"] as const);
  for (const e of r.employers) {
    const span = e.roles.length > 1 && rng.chance(0.4) ? ` (${e.span.text})` : "";
    body.push(para({ style: "Heading2", runs: [`${e.company}, ${e.location}${span}`] }));
    for (const role of e.roles) {
      if (roleStyle === "line")
        body.push(
          para({ runs: [{ text: role.title, bold: true }] }),
          para({ runs: [{ text: role.range.text, italic: true }] }),
        );
      else
        body.push(
          para({
            runs: [
              { text: role.title, bold: true },
              roleStyle === "paren" ? ` (${role.range.text})` : ` — ${role.range.text}`,
            ],
          }),
        );
      body.push(...bullets(role.bullets));
    }
  }
  return buildDocx([...body, ...tail(r, o, rng)].join(""), o);
}
