import { enhanceText, writeBuiltInEnhancement } from "@/lib/server/ai/built-in-writer";
import { SUGGESTIONS } from "@/lib/server/ai/review";

const write = (text: string, context?: string) => writeBuiltInEnhancement({ text, context });

describe("built-in writer: the rewrite", () => {
  it("turns a weak opening into a past-tense action verb and keeps the facts", () => {
    const result = write(
      "I was responsible for managing the Acme Corp renewal and really helped close a deal worth $1,200,000 in Q3 2024.",
      "enterprise_deal",
    );
    expect(result.enhanced).toBe("Managed the Acme Corp renewal and helped close a $1.2M deal in Q3 2024.");
  });

  it.each([
    ["Responsible for the EMEA territory.", "Owned the EMEA territory."],
    ["I was in charge of the Q4 pricing rollout.", "Led the Q4 pricing rollout."],
    ["Helped with the onboarding of 6 new SDRs.", "Contributed to the onboarding of 6 new SDRs."],
    ["Helped close the Initech deal.", "Contributed to closing the Initech deal."],
    ["Helped the team close 3 deals with Hooli.", "Enabled the team to close 3 deals with Hooli."],
    ["Worked on the Umbrella Corp expansion.", "Drove the Umbrella Corp expansion."],
    ["Worked with marketing on an ABM campaign.", "Partnered with marketing on an ABM campaign."],
    ["Was part of the team that won Globex.", "Served on the team that won Globex."],
    ["Managed to close Stark Industries in 45 days.", "Closed Stark Industries in 45 days."],
    ["I was able to book 45 meetings with CFOs.", "Booked 45 meetings with CFOs."],
    ["Handled the Wayne Enterprises account.", "Managed the Wayne Enterprises account."],
    ["I closed 12 new logos in FY23.", "Closed 12 new logos in FY23."],
    ["The Soylent deal was driven by me in Q2.", "Drove the Soylent deal in Q2."],
  ])("%s → %s", (input, expected) => {
    expect(write(input).enhanced).toBe(expected);
  });

  it("moves a leading time clause behind the action", () => {
    expect(write("In Q3 2024, I was responsible for managing the Globex renewal, which was at risk.").enhanced).toBe(
      "Managed the Globex renewal in Q3 2024, which was at risk.",
    );
  });

  it("does not turn a supporting role into ownership", () => {
    expect(write("Helped the AE team close Initech.").enhanced).toMatch(/^Enabled the AE team to close Initech\.$/);
    expect(write("Was part of the Globex pursuit.").enhanced).toBe("Contributed to the Globex pursuit.");
  });

  it("removes filler words and keeps a/an right", () => {
    const result = write(
      "Successfully closed a really very important deal and basically just beat various competitors with a lot of help.",
    );
    expect(result.enhanced).toBe("Closed an important deal and beat competitors with help.");
    for (const filler of ["successfully", "really", "very", "basically", "just", "various", "a lot of"]) {
      expect(result.enhanced.toLowerCase()).not.toContain(filler);
    }
  });

  it("writes money and percents one way and brings the amount in front of the deal", () => {
    expect(write("Signed a three-year contract valued at $2,400,000 with Globex.").enhanced).toBe(
      "Signed a $2.4M three-year contract with Globex.",
    );
    expect(write("Closed a deal with Initech worth $240,000.").enhanced).toBe("Closed a $240K deal with Initech.");
    expect(write("Closed a deal worth $80,000 with Hooli.").enhanced).toBe("Closed an $80K deal with Hooli.");
    expect(write("Grew revenue 45 percent and generated 450K in pipeline.").enhanced).toBe(
      "Grew revenue 45% and generated $450K in pipeline.",
    );
    expect(write("Won a 1.5 million dollars renewal.").enhanced).toBe("Won a $1.5M renewal.");
    // Not exact as a short form: the amount stays as written.
    expect(write("Closed $1,234,567 in new ARR.").enhanced).toBe("Closed $1,234,567 in new ARR.");
  });

  it("tidies spacing, punctuation and capitals", () => {
    expect(write("  closed   the Acme deal ,  ahead of plan!!  then renewed it ").enhanced).toBe(
      "Closed the Acme deal, ahead of plan. Then renewed it.",
    );
    expect(write("i booked 20 demos in june").enhanced).toBe("Booked 20 demos in june.");
  });

  it("keeps abbreviations and company suffixes inside a sentence", () => {
    expect(write("Closed Hooli, Inc. after 5 demos, e.g. a live POC.").enhanced).toBe(
      "Closed Hooli, Inc. after 5 demos, e.g. a live POC.",
    );
  });

  it("rewrites each bullet line and keeps its marker", () => {
    expect(enhanceText("- I was responsible for the EMEA territory\n- helped onboard 5 SDRs")).toBe(
      "- Owned the EMEA territory.\n- Contributed to onboarding 5 SDRs.",
    );
  });

  it("never adds a digit that is not in the text", () => {
    const inputs = [
      "I was responsible for managing the Acme Corp renewal and helped close a deal worth $1,250,000 in Q3 2024.",
      "Closed a deal valued at $1,050,000 with 400 seats.",
      "Generated 2.5M in pipeline within 6 months and booked 45 meetings.",
      "Grew the account from $200K to $1.1M ARR, an 18 percent jump in FY24.",
      "Was part of the team that won a $2.5 million dollars deal against Oracle.",
      "Exceeded quota by 20 percent in 2023 and ranked #1 of 40 reps.",
      "Helped the team close a very important deal with Initech worth $240,000.",
      "Closed a $999,999 deal and a 3,000 dollars add-on.",
    ];
    const digitRuns = (text: string) => text.replaceAll(",", "").match(/\d+/g) ?? [];
    for (const input of inputs) {
      const inputRuns = digitRuns(input);
      for (const run of digitRuns(write(input).enhanced)) {
        expect({ input, run, found: inputRuns.some((r) => r.includes(run)) }).toEqual({ input, run, found: true });
      }
    }
  });

  it("returns the text when nothing can be improved", () => {
    const text = "Closed a $1.2M three-year platform deal with Globex in Q3 2024, beating Oracle.";
    expect(write(text).enhanced).toBe(text);
  });
});

describe("built-in writer: metrics", () => {
  it("lists the money, percents, counts, ranks and timeframes it finds, in reading order", () => {
    const result = write(
      "Closed 12 new logos worth $1,200,000 in Q3 2024, finishing at 135% of quota and ranked #1 of 40 reps within 6 months.",
    );
    expect(result.metrics_highlighted).toEqual([
      "12 new logos",
      "$1.2M",
      "Q3 2024",
      "135% of quota",
      "#1 of 40",
      "within 6 months",
    ]);
  });

  it("reads a before-and-after as one metric", () => {
    expect(
      write("Shortened the sales cycle from 9 months to 4 months with a MEDDPICC playbook.").metrics_highlighted,
    ).toEqual(["from 9 months to 4 months"]);
  });

  it("does not count 'Fortune 500' as a metric", () => {
    expect(write("Closed a Fortune 500 bank.").metrics_highlighted).toEqual([]);
  });
});

describe("built-in writer: suggestions", () => {
  const complete =
    "Closed a $1.2M three-year platform deal with Globex in Q3 2024, beating Oracle after a 7-month evaluation with their CFO.";

  it("has none for a complete achievement", () => {
    expect(write(complete, "enterprise_deal").suggestions).toEqual([]);
  });

  it("asks for a metric when there is none", () => {
    const result = write("Closed the Globex platform deal in Q3 2024 after a long evaluation against Oracle.");
    expect(result.suggestions).toContain(SUGGESTIONS.metric);
    expect(write(complete).suggestions).not.toContain(SUGGESTIONS.metric);
  });

  it("asks for a timeframe when there is none, and accepts one written in words", () => {
    expect(
      write("Closed a $1.2M platform deal with Globex after a long evaluation against Oracle.").suggestions,
    ).toContain(SUGGESTIONS.timeframe);
    expect(
      write("Closed a $1.2M platform deal with Globex this quarter after a long evaluation against Oracle.")
        .suggestions,
    ).not.toContain(SUGGESTIONS.timeframe);
  });

  it("asks for the customer when none is named or described", () => {
    expect(
      write("Closed a $1.2M platform deal in Q3 2024 after a long evaluation by the buyer.").suggestions,
    ).toContain(SUGGESTIONS.customer);
    expect(
      write("Closed a $1.2M platform deal with a global retail bank in Q3 2024 after a long evaluation.").suggestions,
    ).not.toContain(SUGGESTIONS.customer);
  });

  it("asks for the outcome when the text only lists duties", () => {
    const result = write("I was responsible for the EMEA territory and the Acme Corp account during FY23 and FY24.");
    expect(result.suggestions).toContain(SUGGESTIONS.outcome);
    expect(write(complete).suggestions).not.toContain(SUGGESTIONS.outcome);
  });

  it("asks for more detail when the text is too short, and less when it is too long", () => {
    expect(write("Closed Globex.").suggestions).toContain(SUGGESTIONS.tooShort);
    const long = Array.from({ length: 20 }, () => "Closed the Globex deal in Q3 2024 with the CFO.").join(" ");
    const result = write(long);
    expect(result.suggestions).toContain(SUGGESTIONS.tooLong);
    expect(result.suggestions).not.toContain(SUGGESTIONS.tooShort);
  });

  it("asks for a strong opening verb only when the text still lacks one", () => {
    expect(write("We closed the Globex deal for $1.2M in Q3 2024.").suggestions).toContain(SUGGESTIONS.opening);
    expect(write("I was responsible for the Globex deal for $1.2M in Q3 2024.").suggestions).not.toContain(
      SUGGESTIONS.opening,
    );
  });

  it("asks for the category's own metric once the text has some metric", () => {
    expect(write("Finished FY23 with 14 new logos at Globex and Initech.", "quota_achievement").suggestions).toContain(
      SUGGESTIONS.attainment,
    );
    expect(write("Closed 3 new logos at Globex in FY23.", "enterprise_deal").suggestions).toContain(
      SUGGESTIONS.dealValue,
    );
    expect(write("Coached the Globex pod to 130% of quota in FY23.", "team_leadership").suggestions).toContain(
      SUGGESTIONS.teamSize,
    );
  });
});

describe("built-in writer: impact areas", () => {
  it("puts the achievement's category first, then the families the text shows", () => {
    expect(
      write(
        "Displaced Oracle at Globex, a net-new logo, with a $1.2M deal the CFO signed in Q3 2024, after I coached 4 SDRs on a new playbook.",
        "enterprise_deal",
      ).impact_areas,
    ).toEqual([
      "Enterprise Deal",
      "Revenue Growth",
      "New Logo Acquisition",
      "Competitive Win",
      "Team Leadership",
      "Process Improvement",
      "Executive Engagement",
    ]);
  });

  it("finds retention, pipeline and speed", () => {
    expect(write("Renewed the at-risk Acme account in 3 weeks and sourced $2M in pipeline.").impact_areas).toEqual([
      "Revenue Growth",
      "Customer Retention",
      "Pipeline Generation",
      "Speed / Efficiency",
    ]);
  });

  it("names a template category by its template name and ignores an unknown one", () => {
    expect(write("Booked 45 meetings in Q1.", "pipeline_generation").impact_areas[0]).toBe("Pipeline Generation");
    expect(write("Booked 45 meetings in Q1.", "not_a_category").impact_areas).toEqual(["Pipeline Generation"]);
  });
});
