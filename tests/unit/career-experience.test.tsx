// The shared page's career section shows an imported job with what it has: no empty labels, no mix or sales
// profile the rep never gave, and its dates said once.
import { render, screen } from "@testing-library/react";
import { CareerExperience } from "@/components/share/career-sections";
import { exportSnapshot } from "../fixtures/export-snapshot";

const complete = exportSnapshot({ achievements: 1 }).experiences[0]!;
const imported = {
  ...complete,
  id: 2,
  company: "Fabrikam Health",
  role: "Strategic Account Executive",
  duration: "Mar 2019 – Present",
  location: null,
  startDate: "2019-03-01",
  endDate: null,
  salesProfile: null,
  verticals: [],
  netNewLogoPercent: null,
  expansionPercent: null,
  achievements: null,
  description: null,
  needsDetails: true,
  missingFields: ["location" as const, "description" as const],
};

describe("CareerExperience", () => {
  it("shows an imported job with what it has and nothing empty", () => {
    const { container } = render(<CareerExperience experiences={[imported]} />);
    const card = screen.getByRole("listitem");
    expect(card).toHaveTextContent("Strategic Account Executive at Fabrikam Health");
    expect(screen.getByText("Mar 2019 – Present")).toBeVisible();
    expect(container).not.toHaveTextContent(/new logos|Key achievements|Hunter|Farmer|Hybrid/);
    expect(container.querySelector("dl")).toBeNull();
  });

  it("shows a complete job's mix, profile and achievements", () => {
    const { container } = render(<CareerExperience experiences={[complete]} />);
    expect(container).toHaveTextContent("70% new logos · 30% expansion");
    expect(container).toHaveTextContent("Key achievements");
    expect(container).toHaveTextContent("Hunter");
    expect(container).toHaveTextContent("Austin, TX");
  });
});
