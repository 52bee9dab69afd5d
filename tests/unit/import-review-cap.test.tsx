// The import review tells the plan's cap next to the jobs before the rep does any work, and how many more fit;
// with more ticked than the plan has room for, it says so there and keeps Import disabled.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ReviewPanel, type ReviewPlan } from "@/components/import/review-panel";
import { startReview, type ImportReview, type Review } from "@/components/import/use-import-review";
import { importCapNotice } from "@/lib/plans";
import { EXTRACTED_GROUPS, type ExtractedData } from "@/lib/validators/import";

const CAP = "The Starter plan includes 3 experience entries. Upgrade to Pro Seller for unlimited experience entries.";

const job = (title: string, company: string, startDate: string) => ({
  title,
  company,
  startDate,
  endDate: null,
  confidence: 95,
});

function review(jobs: number, more: Partial<ExtractedData> = {}): Review {
  const extractedData: ExtractedData = {
    quotaRecords: [],
    dealHighlights: [],
    experiences: [
      job("Enterprise AE", "Northwind", "2021-01"),
      job("Senior AE", "Contoso", "2018-01"),
      job("AE", "Fabrikam", "2016-09"),
      job("SDR", "Tailspin", "2015-03"),
    ].slice(0, jobs),
    achievements: [],
    executiveCircle: [],
    references: [],
    aboutMe: [],
    ...more,
  };
  return startReview({
    extractedData,
    filename: "resume.pdf",
    totalItems: jobs,
    source: "built-in",
    readBy: "text",
    unplaced: [],
  });
}

function renderPanel(current: Review, plan: ReviewPlan | undefined) {
  const toggle = jest.fn();
  const state = {
    review: current,
    problems: Object.fromEntries(EXTRACTED_GROUPS.map((group) => [group, new Map()])),
    toggle,
    selectGroup: jest.fn(),
    editItem: jest.fn(),
    editDetails: jest.fn(),
    untickIncomplete: jest.fn(),
    start: jest.fn(),
    clear: jest.fn(),
  } as unknown as ImportReview;
  const onImport = jest.fn();
  render(
    <ReviewPanel
      review={current}
      state={state}
      showErrors={false}
      expanded={new Set()}
      onExpandedChange={() => {}}
      pending={false}
      onImport={onImport}
      plan={plan}
    />,
  );
  return { toggle, onImport };
}

const jobsGroup = () => screen.getByRole("region", { name: /^Experience/ });

describe("the import review's plan cap", () => {
  it("says the Starter cap next to the jobs, and keeps Import disabled while more are ticked than fit", () => {
    const { toggle, onImport } = renderPanel(review(4), { tier: "starter", held: { experiences: 0 } });
    const group = jobsGroup();
    expect(within(group).getByText(CAP)).toBeVisible();
    expect(within(group).getByRole("alert")).toHaveTextContent(
      "4 ticked, room for 3: untick 1 to import (the plan's cap is 3).",
    );
    const importButton = screen.getByRole("button", { name: "Import Selected" });
    expect(importButton).toBeDisabled();
    fireEvent.click(importButton);
    expect(onImport).not.toHaveBeenCalled();
    // The rep picks with the review's own checkboxes.
    fireEvent.click(within(group).getByRole("checkbox", { name: "SDR at Tailspin" }));
    expect(toggle).toHaveBeenCalledWith("experiences", 3, false);
  });

  it("counts the jobs already in the portfolio, and lets the import go when the ticked ones fit", () => {
    renderPanel(review(2), { tier: "starter", held: { experiences: 1 } });
    const group = jobsGroup();
    expect(within(group).getByText(CAP)).toBeVisible();
    expect(within(group).getByText("Your portfolio holds 1: tick up to 2 more to import.")).toBeVisible();
    expect(within(group).queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Import Selected" })).toBeEnabled();
  });

  it("says nothing of a cap on Pro", () => {
    renderPanel(review(4), { tier: "pro", held: { experiences: 12 } });
    expect(screen.queryByText(/plan includes/)).toBeNull();
    expect(screen.getByRole("button", { name: "Import Selected" })).toBeEnabled();
  });
});

const reference = (referenceName: string) => ({
  referenceName,
  referenceTitle: "VP Sales",
  referenceCompany: "Northwind",
  testimonial: "A closer who plans every quarter.",
  confidence: 90,
});
const deal = (title: string) => ({
  title,
  description: `${title}: a six-month cycle.`,
  arrValue: null,
  confidence: 90,
});

const REFERENCES_CAP = "The Starter plan includes 1 reference. Upgrade to Pro Seller for unlimited references.";
const DEALS_CAP = "The Starter plan includes 1 deal win story. Upgrade to Pro Seller for unlimited deal win stories.";

describe("the import review's plan cap for the other capped groups", () => {
  it("says the Starter cap next to the references, counting the ones held, and keeps Import disabled when none fit", () => {
    renderPanel(review(1, { references: [reference("Priya Shah"), reference("Sam Lee")] }), {
      tier: "starter",
      held: { experiences: 0, references: 1 },
    });
    const group = screen.getByRole("region", { name: /^References/ });
    expect(within(group).getByText(REFERENCES_CAP)).toBeVisible();
    expect(
      within(group).getByText(
        "Your portfolio already holds 1: none of these can be imported until you upgrade or delete one.",
      ),
    ).toBeVisible();
    expect(within(group).getByRole("alert")).toHaveTextContent(
      "2 ticked, room for 0: untick 2 to import (the plan's cap is 1).",
    );
    // The jobs fit: the notice stands with the references only.
    expect(within(jobsGroup()).queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Import Selected" })).toBeDisabled();
  });

  it("tells the deal win stories' room and lets the import go when the ticked one fits", () => {
    renderPanel(review(0, { dealHighlights: [deal("Northwind expansion")] }), {
      tier: "starter",
      held: { dealHighlights: 0 },
    });
    const group = screen.getByRole("region", { name: /^Deal Stories/ });
    expect(within(group).getByText(DEALS_CAP)).toBeVisible();
    expect(within(group).getByText("Tick up to 1 to import.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Import Selected" })).toBeEnabled();
  });
});

describe("importCapNotice", () => {
  it("words the room left, a full portfolio, and an unknown count while the list loads", () => {
    expect(importCapNotice("starter", "experiences", 0, 2)).toEqual({
      message: CAP,
      room: "Tick up to 3 to import.",
      over: null,
    });
    expect(importCapNotice("starter", "experiences", 3, 1)).toEqual({
      message: CAP,
      room: "Your portfolio already holds 3: none of these can be imported until you upgrade or delete one.",
      over: "1 ticked, room for 0: untick 1 to import (the plan's cap is 3).",
    });
    expect(importCapNotice("starter", "experiences", undefined, 9)).toEqual({ message: CAP, room: null, over: null });
    expect(importCapNotice("enterprise", "experiences", 40, 9)).toBeNull();
  });
});
