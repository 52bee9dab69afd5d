import { fireEvent, render, screen, within } from "@testing-library/react";
import { SummaryCards } from "@/components/overview/summary-cards";
import type { PortfolioOverview } from "@/components/overview/use-portfolio-overview";
import { PortfolioDialogProvider, usePortfolioDialogs } from "@/components/portfolio/dialog-context";

function OpenDialog() {
  const { current } = usePortfolioDialogs();
  return <output aria-label="open dialog">{current?.kind ?? "none"}</output>;
}

function renderCards(overview: Partial<PortfolioOverview>) {
  const full = {
    quotaRecords: [],
    dealHighlights: [],
    experiences: [],
    executives: [],
    achievements: [],
    averageAttainment: undefined,
    totalRevenue: "0.00",
    textingExecutives: 0,
    ...overview,
  } as unknown as PortfolioOverview;
  render(
    <PortfolioDialogProvider>
      <SummaryCards overview={full} />
      <OpenDialog />
    </PortfolioDialogProvider>,
  );
}

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("[data-empty]") as HTMLElement;

describe("SummaryCards", () => {
  it("greys every empty card and each prompt opens its dialog", () => {
    renderCards({});
    for (const [title, button, kind] of [
      ["Avg Quota Attainment", "Add Quota Attainment", "quota"],
      ["Total Revenue", "Add Revenue Results", "quota"],
      ["Career Experience", "Add Experience", "experience"],
      ["Executive Circle", "Add Executive", "executive"],
    ] as const) {
      expect(card(title)).toHaveAttribute("data-empty", "true");
      fireEvent.click(within(card(title)).getByRole("button", { name: button }));
      expect(screen.getByLabelText("open dialog")).toHaveTextContent(kind);
    }
  });

  it("shows the figures with their details when filled", () => {
    renderCards({
      quotaRecords: [{}, {}, {}] as never,
      dealHighlights: [{}, {}] as never,
      experiences: [{}] as never,
      executives: [{}, {}] as never,
      averageAttainment: "79.99",
      totalRevenue: "1250000.00",
      textingExecutives: 1,
    });
    expect(card("Avg Quota Attainment")).toHaveTextContent("80%3 periods tracked");
    expect(within(card("Avg Quota Attainment")).getByText("80%")).toHaveClass("text-destructive");
    expect(card("Total Revenue")).toHaveTextContent("$1.3M2 deals closed");
    expect(card("Career Experience")).toHaveTextContent("1role documented");
    expect(card("Executive Circle")).toHaveTextContent("21 on texting basis");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
