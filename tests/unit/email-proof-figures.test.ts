// Does an e-mail's text state a quota record's figures: the attainment (percent or amount) and the period.
import { recordPeriodName, repStatedFigures, statedFigures } from "@/lib/email-proof-figures";

const annual = { year: 2025, quarter: null, quota: "1046243.00", attainment: "1234567.00" }; // 118.0000%
const quarter = { year: 2025, quarter: 3, quota: "100000", attainment: "117650" }; // 117.65%

describe("statedFigures", () => {
  it.each([
    ["You closed 2025 at 118% of quota.", "118%"],
    ["Attainment: 118.0 % (FY2025)", "118.0 %"],
    ["Bookings of $1,234,567 in 2025", "$1,234,567"],
    ["Bookings of 1,234,567.00 in 2025", "1,234,567.00"],
    ["$1.23M booked in 2025", "$1.23M"],
    ["USD 1.2 million booked in FY25", "USD 1.2 million"],
  ])("reads %p as stating the attainment", (text, figure) => {
    expect(statedFigures(text, annual)).toEqual({ figure, period: "2025" });
  });

  it.each([
    ["119% of quota in 2025"],
    ["117.99% of quota in 2025"],
    ["$1M booked in 2025"],
    ["1234567 in 2025"], // a bare number could be anything: only money or grouped thousands count
    ["Someone commented on your pull request #118 in 2025"],
  ])("does not read %p as stating the attainment", (text) => {
    expect(statedFigures(text, annual).figure).toBeNull();
  });

  it("accepts the percentage rounded or cut at the precision written", () => {
    for (const text of ["118%", "117.7%", "117.6%", "117.65%"])
      expect(statedFigures(`${text} Q3 2025`, quarter).figure).toBe(text);
    expect(statedFigures("117.5% Q3 2025", quarter).figure).toBeNull();
    expect(statedFigures("116% Q3 2025", quarter).figure).toBeNull();
  });

  it("needs the record's quarter and year for a quarter, the year for a year", () => {
    const period = (text: string) => statedFigures(`118% ${text}`, quarter).period;
    for (const text of ["Q3 2025", "Q3 FY2025", "q3-2025", "2025 Q3", "Q3'25", "third quarter of 2025"]) {
      expect(period(text)).toBe("Q3 2025");
    }
    for (const text of ["Q3 2024", "Q4 2025", "2025", "Q3 20251", "Q13 2025"]) expect(period(text)).toBeNull();
    expect(statedFigures("118% in FY2025", annual).period).toBe("2025");
    expect(statedFigures("118% in 20250", annual).period).toBeNull();
    expect(statedFigures("118% in 2024", annual).period).toBeNull();
  });

  it("names periods as the badge does", () => {
    expect(recordPeriodName(annual)).toBe("2025");
    expect(recordPeriodName(quarter)).toBe("Q3 2025");
  });
});

describe("repStatedFigures", () => {
  const percent = (attainment: string) => ({ ...quarter, quota: "100000", attainment });
  const name = "Zoë Núñez";

  it("reads the figure and the period on a line naming the rep, whatever the case, spaces and accents", () => {
    for (const line of [
      "Zoë Núñez: Q3 2025 at 96%",
      "ZOE  NUNEZ\tQ3 2025\t96%",
      "Q3 2025 results: zoe nuñez closed at 96% of quota",
      "In Q3 2025, Zoë\u00a0Núñez reached 96.0% (Alice Smith: 187%)",
    ])
      expect(repStatedFigures(`Team results\n${line}\nThanks`, percent("96000"), name)).toEqual({
        figure: expect.stringMatching(/^96/),
        period: "Q3 2025",
      });
    expect(repStatedFigures("Zoë Núñez booked $96,000 in Q3 2025", percent("96000"), name).figure).toBe("$96,000");
  });

  it("does not read someone else's figure as the rep's", () => {
    const record = percent("187000");
    for (const text of [
      "Q3 2025 leaderboard\nAlice Smith 187%\nZoë Núñez 96%", // the figure is on another line
      "Q3 2025: Alice Smith 187%, Zoë Núñez 96%", // the rep's figure on the line is 96%
      "Q3 2025: Zoë Núñez 96%, Alice Smith 187%",
      "Q3 2025: Alice 187%, Zoe 96%", // not the full name
      "Q3 2025: Zoë Núñezova 187%", // another name that starts like it
      "Zoë Núñez 187%\nQ3 2025", // the period on another line
    ])
      expect(repStatedFigures(text, record, name)).toEqual({ figure: null, period: null });
  });

  it("needs a name to look for", () => {
    expect(repStatedFigures("Q3 2025: 96%", percent("96000"), "  ")).toEqual({ figure: null, period: null });
  });
});
