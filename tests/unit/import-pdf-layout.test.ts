// Reading order of PDF pages, on text pieces placed as PDF.js gives them (x, baseline y, width, size): each test
// is the smallest page that shows one layout rule.
import { piece } from "@/tests/fixtures/import/pdf-pieces";
import { ASIDE_END, ASIDE_START } from "@/lib/server/import/extract/lines";
import { pageLines, type TextItem } from "@/lib/server/import/readers/pdf-layout";

const texts = (items: TextItem[]) => pageLines(items).map((line) => line.text);

describe("PDF reading order", () => {
  it("reads a narrow left sidebar apart from the main column, even where their rows share baselines", () => {
    const sidebar = ["EDUCATION", "STATE UNIVERSITY", "BS in Economics", "May 2014", "LINKS", "linkedin.com/in/jd"];
    const sidebarMore = ["SKILLS", "Negotiation", "Salesforce", "Forecasting"];
    const main: [number, string][] = [
      [200, "EXPERIENCE"],
      [200, "ACME CORP | SALES MANAGER"],
      [200, "Jan 2020 - Present | Chicago, IL"],
      [212, "• Grew the territory from $2M to $5M in two years"],
      [212, "• Hired four account executives"],
      [200, "GLOBEX | ACCOUNT EXECUTIVE"],
      [200, "Mar 2016 - Dec 2019 | Denver, CO"],
      [212, "• 112% of quota in 2018"],
      [212, "• President's Club"],
      [200, "AWARDS"],
    ];
    const items = [
      ...[...sidebar, ...sidebarMore].map((text, i) => piece(40, 700 - i * 14, text)),
      ...main.map(([x, text], i) => piece(x, 700 - i * 14, text)),
    ];
    expect(texts(items)).toEqual([...sidebar, ...sidebarMore, ...main.map(([, text]) => text)]);
  });

  it("reads a right sidebar apart from the main column whose right-aligned dates stay on their lines", () => {
    const items: TextItem[] = [
      piece(30, 700, "EXPERIENCE", { bold: true }),
      piece(30, 684, "Senior Software Engineer"),
      piece(0, 684, "Jan 2023 - Present", { endAt: 360 }),
      piece(30, 670, "Stripe • San Francisco, CA"),
      piece(30, 656, "Designed and implemented a fraud detection pipeline processing"),
      piece(30, 642, "50K transactions per second using Kafka and Go, cutting fraud by 18%"),
      piece(30, 622, "Software Engineer"),
      piece(0, 622, "Jun 2021 - Dec 2022", { endAt: 360 }),
      piece(30, 608, "Figma • San Francisco, CA"),
      piece(30, 594, "Built collaborative editing infrastructure for 4M daily active users"),
      ...["SKILLS", "Docker", "Kubernetes", "Terraform", "Feature Flags", "Observability", "Datadog"].map((text, i) =>
        piece(395, 700 - i * 14, text),
      ),
      ...["LINKS", "github.com/jd", "EDUCATION", "UC Berkeley, Computer Science"].map((text, i) =>
        piece(395, 590 - i * 14, text),
      ),
    ];
    const lines = texts(items);
    expect(lines.slice(0, 8)).toEqual([
      "EXPERIENCE",
      "Senior Software Engineer | Jan 2023 - Present",
      "Stripe • San Francisco, CA",
      "Designed and implemented a fraud detection pipeline processing",
      "50K transactions per second using Kafka and Go, cutting fraud by 18%",
      "Software Engineer | Jun 2021 - Dec 2022",
      "Figma • San Francisco, CA",
      "Built collaborative editing infrastructure for 4M daily active users",
    ]);
    // The sidebar is marked as one: its headings do not run on into the main text that follows it.
    expect(lines.slice(8)).toEqual([
      ASIDE_START,
      "SKILLS",
      "Docker",
      "Kubernetes",
      "Terraform",
      "Feature Flags",
      "Observability",
      "Datadog",
      "LINKS",
      "github.com/jd",
      "EDUCATION",
      "UC Berkeley, Computer Science",
      ASIDE_END,
    ]);
  });

  it("keeps a one-column page's right-aligned dates on their lines: dates ending at one x are no column", () => {
    const jobs = [
      ["Account Executive, Initech", "Jan 2020 – Present"],
      ["Sales Representative, Globex", "Mar 2017 – Dec 2019"],
      ["Inside Sales, Hooli", "2015 – 2017"],
      ["Sales Intern, Umbrella", "Jun 2012 – Feb 2015"],
      ["Cashier, Contoso", "2010 – 2012"],
    ];
    const items = jobs.flatMap(([entry, dates], i) => [
      piece(50, 700 - i * 56, entry!),
      piece(0, 700 - i * 56, dates!, { endAt: 550 }),
      piece(60, 686 - i * 56, "•"),
      piece(68, 686 - i * 56, `Closed ${i + 3} new logos in a ${i + 2}-state territory`),
      piece(60, 672 - i * 56, "•"),
      piece(68, 672 - i * 56, "Ranked first of twelve"),
    ]);
    const lines = texts(items);
    expect(lines.filter((_, i) => i % 3 === 0)).toEqual(jobs.map(([entry, dates]) => `${entry} | ${dates}`));
    expect(lines[1]).toBe("• Closed 3 new logos in a 2-state territory");
  });

  it("puts each label of a dates column on the entry line it starts beside, never several labels on one line", () => {
    const jobs: [string, string, string][] = [
      ["seit 9.2020", "Principal Software Engineer", "Telespazio Germany GmbH"],
      ["3.2020 – 8.2020", "Technology Consultant", "Lufthansa Industry Solutions"],
      ["7.2018 – 2.2020", "Head of Mission Operations", "Planetary Transportation Systems"],
      ["2.2017 – 6.2018", "Software Engineer", "Telespazio VEGA Deutschland"],
    ];
    const items = jobs.flatMap(([label, title, company], i) => {
      const top = 700 - i * 60;
      return [
        piece(120, top, title),
        piece(0, top - 14, label, { endAt: 105 }),
        piece(120, top - 14, company),
        piece(120, top - 28, "•"),
        piece(128, top - 28, `Led the ${title.toLowerCase()} work`),
      ];
    });
    const lines = texts(items);
    expect(lines.filter((line) => /\d\.\d{4}/.test(line))).toEqual(
      jobs.map(([label, , company]) => `${label} | ${company}`),
    );
    expect(lines[0]).toBe("Principal Software Engineer");
  });

  it("finds a dates column under a name banner and across-the-page headings, with a list below both columns", () => {
    const jobs: [string, string, string, string][] = [
      ["noviembre 2022 a", "junio 2025", "Jefe de proyecto", "Cóndor Tecnología S.A."],
      ["mayo 2021 a", "septiembre 2022", "Consultor Senior", "Levante Digital SL"],
      ["septiembre 2018 a", "enero 2021", "Responsable de marketing", "Alameda Tecnología"],
    ];
    const items: TextItem[] = [
      piece(45, 740, "Mateo Díaz", { bold: true, size: 22 }),
      piece(45, 712, "Jefe de proyecto"),
      piece(45, 700, "Bogotá · +49 151 2345 6789 · mateo.diaz@proton.me"),
      piece(45, 676, "Experiencia laboral", { bold: true, size: 12 }),
      ...jobs.flatMap(([from, to, title, company], i) => {
        const top = 656 - i * 70;
        return [
          piece(45, top, from, { size: 9 }),
          piece(45, top - 11, to, { size: 9 }),
          piece(135, top, title, { bold: true }),
          piece(135, top - 12, company),
          piece(148, top - 26, "Coordinación de un equipo de 7 personas"),
          piece(148, top - 39, "Implantación de un cuadro de mando"),
        ];
      }),
      piece(45, 430, "Formación académica", { bold: true, size: 12 }),
      piece(45, 410, "2012 – 2014", { size: 9 }),
      piece(135, 410, "Grado en Ingeniería Informática", { bold: true }),
      piece(45, 380, "Idiomas", { bold: true, size: 12 }),
      piece(45, 360, "Portugués (nativo)"),
      piece(45, 348, "Francés (fluido)"),
      piece(45, 336, "Alemán (avanzado)"),
    ];
    const lines = texts(items);
    expect(lines.filter((line) => / a /.test(line))).toEqual(
      jobs.map(([from, to, title]) => `${from} ${to} | ${title}`),
    );
    expect(lines.slice(0, 4)).toEqual([
      "Mateo Díaz",
      "Jefe de proyecto",
      "Bogotá · +49 151 2345 6789 · mateo.diaz@proton.me",
      "Experiencia laboral",
    ]);
  });

  it("still joins a label stacked over two rows (month, then range) into one", () => {
    const jobs = [
      ["Regional Sales Manager", "Fabrikam, Chicago", "Grew revenue 30% in the Midwest"],
      ["Account Executive", "Contoso Pharmaceuticals, Boston", "118% of quota"],
      ["Sales Representative", "Northwind, Denver", "President's Club, twice"],
      ["Inside Sales", "Tailspin Toys, Austin, Texas", "Booked 40 meetings a month for the field team"],
    ];
    const items = jobs.flatMap(([title, company, bullet], i) => {
      const top = 700 - i * 60;
      return [
        piece(0, top, "Feb", { endAt: 105 }),
        piece(0, top - 12, `${2018 - i * 2}–${2020 - i * 2}`, { endAt: 105 }),
        piece(120, top, title!),
        piece(120, top - 12, company!),
        piece(120, top - 26, "•"),
        piece(128, top - 26, bullet!),
      ];
    });
    expect(texts(items).slice(0, 3)).toEqual([
      "Feb 2018–2020 | Regional Sales Manager",
      "Fabrikam, Chicago",
      "• Grew revenue 30% in the Midwest",
    ]);
  });

  it("reads word labels right-aligned beside their entries as labels too, above a block that spans the page", () => {
    const rows: [string, string][] = [
      ["10.2011 – 10.2013", "Technische Universität Darmstadt"],
      ["8.2008 – 10.2008", "Auslandsaufenthalt: KTH Stockholm, Schweden"],
      ["Deutsch", "Muttersprache"],
      ["Englisch", "Verhandlungssicher"],
      ["Experte", "Julia, Python, MATLAB, Fortran"],
      ["Fortgeschritten", "TypeScript, JavaScript, Java, C/C++, Bash"],
      ["Frameworks", "React, Phoenix LiveView"],
      ["Büroanwendungen", "LaTeX, Microsoft Office, LibreOffice"],
    ];
    const publications = [
      "Eichhorn, Helge; Steindorf, Lukas: Astrodynamics.jl: A Julia-Based Open Source Framework for Orbital",
      "Mechanics. In: Proceedings of the 7th International Conference on Astrodynamics Tools and Techniques",
      "Eichhorn, Helge; Anderl, Reiner: Plyades: A Python Library for Space Mission Design. In: Proceedings",
      "of the 8th European Conference on Python in Science (EuroSciPy 2015), Cambridge, United Kingdom",
    ];
    const items = [
      piece(156, 764, "Akademische Laufbahn", { size: 14 }),
      ...rows.flatMap(([label, entry], i) => [
        piece(0, 740 - i * 15, label, { endAt: 147 }),
        piece(156, 740 - i * 15, entry),
      ]),
      ...publications.map((text, i) => piece(69, 600 - i * 12, text)),
    ];
    const lines = texts(items);
    expect(lines.slice(1, 9)).toEqual(rows.map(([label, entry]) => `${label} | ${entry}`));
    expect(lines.slice(9)).toEqual(publications);
  });

  it("reads a right-aligned sidebar with its own line spacing as a column, not as labels of the main column", () => {
    const sidebar = ["CONTACT", "jd@example.com", "(123) 456-7890", "New York, NY", "EDUCATION", "Bachelor of Arts"];
    const sidebarMore = ["University of Pittsburgh", "2010 - 2014", "SKILLS", "Salesforce", "Data analysis"];
    const main = [
      "CAREER OBJECTIVE",
      "Seasoned sales manager focused on improving",
      "performance through rigorous data analysis",
      "WORK EXPERIENCE",
      "Sales Manager",
      "Cornership",
      "January 2018 - current / New York, NY",
      "Developed reporting infrastructure for sales KPIs",
      "Increased qualified leads by 16%",
      "Sales Representative",
      "Pella Windows",
    ];
    const items = [
      ...[...sidebar, ...sidebarMore].map((text, i) => piece(0, 659 - i * 15.5, text, { endAt: 176 })),
      ...main.map((text, i) => piece(230, 662 - i * 15.2, text)),
    ];
    expect(texts(items)).toEqual([...sidebar, ...sidebarMore, ...main]);
  });

  it("puts a quote set below its line (a German „ drawn as a lowered ”) back into the line", () => {
    const items = [
      piece(156, 747, "Master of Science in", { size: 12 }),
      piece(278, 739, "”", { size: 12 }),
      piece(284, 747, "Mechanical Engineering“", { size: 12 }),
      piece(156, 732, "Technische Universität Darmstadt"),
    ];
    expect(texts(items)).toEqual(["Master of Science in ”Mechanical Engineering“", "Technische Universität Darmstadt"]);
  });

  it("moves a right-hand location / dates / duration stack beside the first bullets up to its entry line", () => {
    const items = [
      piece(56, 432, "Nexus AI, Co-Founder & CTO"),
      piece(0, 432, "San Francisco, CA", { endAt: 556 }),
      piece(60, 419, "•"),
      piece(68, 419, "Built model infrastructure serving 2M+ requests with 99.97%"),
      piece(0, 419, "June 2023 – present", { endAt: 556 }),
      piece(68, 407, "uptime"),
      piece(0, 407, "2 years 10 months", { endAt: 556 }),
      piece(60, 394, "•"),
      piece(68, 394, "Raised an $18M Series A"),
      piece(56, 370, "NVIDIA Research, Research Intern"),
      piece(0, 370, "Santa Clara, CA", { endAt: 556 }),
      piece(60, 357, "•"),
      piece(68, 357, "Designed a sparse attention mechanism"),
      piece(0, 357, "May 2022 – Aug 2022", { endAt: 556 }),
    ];
    expect(texts(items)).toEqual([
      "Nexus AI, Co-Founder & CTO | San Francisco, CA | June 2023 – present | 2 years 10 months",
      "• Built model infrastructure serving 2M+ requests with 99.97% uptime",
      "• Raised an $18M Series A",
      "NVIDIA Research, Research Intern | Santa Clara, CA | May 2022 – Aug 2022",
      "• Designed a sparse attention mechanism",
    ]);
  });

  it("leaves a title line's dates where they are when the title is not indented under the company line", () => {
    const items = [
      piece(50, 700, "Initech"),
      piece(0, 700, "Chicago, IL", { endAt: 550 }),
      piece(50, 686, "Account Executive"),
      piece(0, 686, "Jan 2020 – Present", { endAt: 550 }),
      piece(60, 672, "•"),
      piece(68, 672, "118% of quota"),
    ];
    expect(texts(items)).toEqual([
      "Initech | Chicago, IL",
      "Account Executive | Jan 2020 – Present",
      "• 118% of quota",
    ]);
  });

  it("joins a bullet's wrapped line when the glyph is inside the text piece, but not the next entry", () => {
    const items = [
      piece(232, 597, "• Led and shipped the admin interface for the new"),
      piece(242, 585, "platform"),
      piece(232, 573, "• Wrote code"),
      piece(217, 550, "GOOGLE | SOFTWARE ENGINEERING INTERN"),
    ];
    expect(texts(items)).toEqual([
      "• Led and shipped the admin interface for the new platform",
      "• Wrote code",
      "GOOGLE | SOFTWARE ENGINEERING INTERN",
    ]);
  });
});
