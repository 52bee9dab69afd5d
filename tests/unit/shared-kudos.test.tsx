// The shared page's kudos: a colleague's words with their name, title, organisation and date, each said to be a peer
// endorsement that nobody verified, with no Verified badge even on a plan that shows badges; none without kudos.
import { render, screen, within } from "@testing-library/react";
import { SharedPortfolio } from "@/components/share/shared-portfolio";
import { exportSnapshot } from "../fixtures/export-snapshot";

describe("kudos on the shared page", () => {
  it("shows each kudos as a peer endorsement under its own heading, never verified", () => {
    const snapshot = exportSnapshot({ achievements: 1 });
    expect(snapshot.owner.verifiedBadge).toBe(true);
    render(<SharedPortfolio snapshot={snapshot} pictureUrl={null} />);
    const section = screen.getByRole("region", { name: "Kudos from colleagues" });
    expect(section).toHaveTextContent("Peer endorsements colleagues sent and the rep chose to show");
    const card = within(section).getByTestId("kudos");
    expect(card).toHaveTextContent("“Ran the best discovery call I have sat in on this year.”");
    expect(card).toHaveTextContent("Priya Shah, Solutions Engineer · Northwind Software");
    expect(card).toHaveTextContent("Mar 12, 2026");
    expect(card).toHaveTextContent("Peer endorsement · not verified");
    expect(within(section).queryByText(/^Verified/)).toBeNull();
    expect(section.querySelector("a")).toBeNull();
  });

  it("leaves the section out when the rep shows no kudos", () => {
    render(<SharedPortfolio snapshot={{ ...exportSnapshot({ achievements: 1 }), kudos: [] }} pictureUrl={null} />);
    expect(screen.queryByRole("region", { name: "Kudos from colleagues" })).toBeNull();
  });
});
