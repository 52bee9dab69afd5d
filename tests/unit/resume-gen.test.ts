// The résumé generator's answers: reproducible from the seed, each printed date range reading back (through the
// checker's own parser) to the answer's start and end, quota figures stated by the line the document prints, and
// test templates kept apart from train templates.
import { LANGUAGES } from "@/scripts/resume-gen/i18n";
import { esc } from "@/scripts/resume-gen/latex";
import { makeRng } from "@/scripts/resume-gen/random";
import { readRange } from "@/scripts/resume-gen/read-back";
import { expectedOf, makeResume } from "@/scripts/resume-gen/resume";
import { TEMPLATES } from "@/scripts/resume-gen/templates";

const resumeFor = (seed: string, i: number) => {
  const lang = LANGUAGES[i % LANGUAGES.length]!;
  return makeResume(makeRng(`${seed}:${i}`), lang);
};

describe("generated résumés", () => {
  it("are the same for the same seed and differ for another", () => {
    const a = expectedOf(resumeFor("s", 1), "t", "pdf");
    expect(expectedOf(resumeFor("s", 1), "t", "pdf")).toEqual(a);
    expect(expectedOf(resumeFor("other", 1), "t", "pdf")).not.toEqual(a);
  });

  it("print date ranges that read back to the answer, in every language", () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const resume = resumeFor("dates", i);
      kinds.add(resume.style.kind);
      const answer = expectedOf(resume, "t", "pdf");
      expect(answer.experiences.length).toBeGreaterThanOrEqual(1);
      expect(answer.experiences.length).toBeLessThanOrEqual(6);
      answer.experiences.forEach((e, k) => {
        expect({ printed: answer.printed[k], ...readRange(answer.printed[k]!) }).toEqual({
          printed: answer.printed[k],
          start: e.start,
          end: e.end,
        });
        expect(e.start! <= (e.end === "present" ? "9999" : e.end!)).toBe(true);
      });
    }
    expect([...kinds].sort()).toEqual(["dot", "iso", "long", "short", "slash", "year"]);
  });

  it("state each quota figure in a bullet of a role covering its year, and never list schools as jobs", () => {
    let quotas = 0;
    for (let i = 0; i < 800; i++) {
      const resume = resumeFor("quota", i);
      const roles = resume.employers.flatMap((e) => e.roles);
      for (const q of resume.quota) {
        quotas++;
        expect(q.text).toContain(String(q.percent));
        const role = roles.find((r) => r.bullets.includes(q.text));
        expect(role).toBeDefined();
        const year = q.period?.match(/\d{4}/)?.[0];
        if (year) expect(Number(year)).toBeGreaterThanOrEqual(role!.start.year);
      }
      const companies = expectedOf(resume, "t", "pdf").experiences.map((e) => e.company);
      for (const school of resume.education) expect(companies).not.toContain(school.school);
    }
    expect(quotas).toBeGreaterThan(100);
  });

  it("escape LaTeX's special characters", () => {
    expect(esc("AT&T 100% $5 #1 a_b {x} ~^\\")).toBe(
      "AT\\&T 100\\% \\$5 \\#1 a\\_b \\{x\\} \\textasciitilde{}\\textasciicircum{}\\textbackslash{}",
    );
  });
});

describe("templates", () => {
  it("have unique ids, at least 24 in all and 12 kept for testing, from every kind of renderer on both sides", () => {
    const ids = TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(24);
    const test = TEMPLATES.filter((t) => t.split === "test");
    const train = TEMPLATES.filter((t) => t.split === "train");
    expect(test.length).toBeGreaterThanOrEqual(12);
    for (const side of [test, train]) {
      expect(side.some((t) => t.engine === "latex")).toBe(true);
      expect(side.some((t) => t.engine === "chromium")).toBe(true);
      expect(side.some((t) => t.format === "docx")).toBe(true);
    }
  });
});
