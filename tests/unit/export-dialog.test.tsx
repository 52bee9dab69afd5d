// The Export dialog against a fake server: the checklist of what goes out, and the rep's shared links.
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { EMPTY_BOOK_MESSAGE } from "@/lib/export-content";
import {
  ACHIEVEMENTS,
  card,
  fetchMock,
  installFakeBrowser,
  longDescription,
  renderDialog,
  routes,
  toastWith,
} from "./export-dialog-bench";

installFakeBrowser();

describe("Export dialog: the checklist", () => {
  it("preselects every achievement, counts them, and shows each description cut to 100 characters", () => {
    const dialog = renderDialog();
    expect(within(dialog).getByText("3 of 3 achievements selected")).toBeInTheDocument();
    for (const { title } of ACHIEVEMENTS) expect(within(dialog).getByRole("checkbox", { name: title })).toBeChecked();
    const territory = within(dialog).getByRole("checkbox", { name: "Territory turnaround" });
    expect(territory).toHaveAccessibleDescription(`${longDescription.slice(0, 100).trimEnd()}...`);

    fireEvent.click(territory);
    expect(within(dialog).getByText("2 of 3 achievements selected")).toBeInTheDocument();
    expect(territory).not.toBeChecked();
  });

  it("with nothing selected in an otherwise empty book every export is disabled; LinkedIn Posts is always disabled and says Coming Soon", () => {
    const dialog = renderDialog();
    const exports = [
      "Executive PDF Report",
      "PowerPoint Presentation",
      "Google Slides Presentation",
      "Shareable Portfolio Link",
    ];
    for (const name of exports) expect(card(dialog, name)).toBeEnabled();
    expect(within(dialog).getByRole("link", { name: "Email Summary" })).toHaveAttribute("href");
    expect(card(dialog, "LinkedIn Posts")).toBeDisabled();
    expect(card(dialog, "LinkedIn Posts")).toHaveAccessibleDescription(/Coming Soon/);

    // Nothing ticked and nothing else in the book: nothing to show.
    fireEvent.click(within(dialog).getByRole("button", { name: "Select none" }));
    expect(within(dialog).getByText("0 of 3 achievements selected")).toBeInTheDocument();
    for (const name of [...exports, "LinkedIn Posts"]) expect(card(dialog, name)).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Tick at least one achievement");
    const mail = within(dialog).getByRole("link", { name: "Email Summary" });
    expect(mail).toHaveAttribute("aria-disabled", "true");
    expect(mail).not.toHaveAttribute("href");

    fireEvent.click(within(dialog).getByRole("button", { name: "Select all" }));
    expect(within(dialog).getByText("3 of 3 achievements selected")).toBeInTheDocument();
    expect(card(dialog, "Executive PDF Report")).toBeEnabled();
  });

  it("a book of jobs only: every export is on with no achievement, and the mail draft lists the roles", () => {
    const job = { id: 4, role: "Account Executive", company: "Acme Analytics", duration: "2 years", description: "" };
    const dialog = renderDialog("starter", [], { experiences: [job] });
    expect(within(dialog).getByText("0 of 0 achievements selected")).toBeInTheDocument();
    expect(card(dialog, "Shareable Portfolio Link")).toBeEnabled();
    expect(card(dialog, "Executive PDF Report")).toBeEnabled();
    const href = within(dialog).getByRole("link", { name: "Email Summary" }).getAttribute("href") ?? "";
    expect(decodeURIComponent(href.split("&body=")[1] ?? "")).toContain(
      "1. Account Executive, Acme Analytics\r\n2 years",
    );
    expect(within(dialog).queryByText(EMPTY_BOOK_MESSAGE)).toBeNull();
  });

  it("achievements all unticked but a shareable reference in the book: the exports stay on and say what they show", () => {
    const dialog = renderDialog("starter", ACHIEVEMENTS, { references: [{ id: 9, shareable: true }] });
    fireEvent.click(within(dialog).getByRole("button", { name: "Select none" }));
    expect(card(dialog, "Shareable Portfolio Link")).toBeEnabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("the export shows the rest of your portfolio");
    // No achievement and no job: the mail draft would list nothing.
    expect(within(dialog).getByRole("link", { name: "Email Summary" })).toHaveAttribute("aria-disabled", "true");
  });

  it("an empty book (a private reference is not shown): every export is off and the dialog says why", () => {
    const dialog = renderDialog("starter", [], { references: [{ id: 9, shareable: false }] });
    expect(within(dialog).getByRole("status")).toHaveTextContent(EMPTY_BOOK_MESSAGE);
    for (const name of ["Executive PDF Report", "Shareable Portfolio Link"]) expect(card(dialog, name)).toBeDisabled();
  });

  it("drafts the e-mail from the selected achievements only, enhanced text first", () => {
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Territory turnaround" }));
    const href = within(dialog).getByRole("link", { name: "Email Summary" }).getAttribute("href") ?? "";
    expect(href).toMatch(/^mailto:\?subject=My%20Sales%20Achievements&body=/);
    const body = decodeURIComponent(href.split("&body=")[1] ?? "");
    expect(body).toContain("Globex platform win\r\nClosed a $1.2M platform deal against the incumbent.");
    expect(body).toContain("President's Club 2024");
    expect(body).not.toContain("Territory turnaround");
  });

  it("marks the Pro-only formats for a Starter rep, not for a Pro rep", () => {
    const starter = renderDialog("starter");
    expect(card(starter, "Executive PDF Report")).toHaveAccessibleDescription(/Pro$/);
    expect(card(starter, "Shareable Portfolio Link")).not.toHaveAccessibleDescription(/Pro$/);
    cleanup();
    const pro = renderDialog("pro");
    expect(card(pro, "Executive PDF Report")).not.toHaveAccessibleDescription(/Pro$/);
  });
});

describe("Export dialog: shared links", () => {
  const live = {
    id: 11,
    slug: "live-slug",
    url: "http://localhost:3000/p/live-slug",
    achievementCount: 2,
    sections: ["quota", "achievements", "deals", "experience", "references", "about"],
    allowIndexing: false,
    viewCount: 1,
    lastViewedAt: "2026-02-03T10:00:00.000Z",
    createdAt: "2026-02-01T10:00:00.000Z",
    revokedAt: null,
  };
  const revoked = {
    ...live,
    id: 10,
    slug: "old",
    url: "http://localhost:3000/p/old",
    viewCount: 5,
    revokedAt: "2026-01-20T10:00:00.000Z",
  };

  it("lists links with their views and dates; a revoked one has no actions", async () => {
    routes["GET /api/share-links"] = () => ({ json: [live, revoked] });
    const dialog = renderDialog();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Shared links" }));
    const list = await within(dialog).findByRole("list", { name: "Shared links" });
    const [liveRow, revokedRow] = within(list).getAllByRole("listitem");
    expect(liveRow).toHaveTextContent("2 achievements · 1 view · Created Feb 1, 2026 · Last viewed Feb 3, 2026");
    expect(within(liveRow!).getByRole("link", { name: "Open" })).toHaveAttribute("href", live.url);
    expect(within(liveRow!).getByRole("switch", { name: "Allow search engines" })).not.toBeChecked();
    expect(revokedRow).toHaveTextContent("Revoked Jan 20, 2026");
    expect(within(revokedRow!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("the switch sends allowIndexing; Revoke asks first, then deletes and reloads the list", async () => {
    routes["GET /api/share-links"] = () => ({ json: [live] });
    routes["PATCH /api/share-links/11"] = () => ({ json: { ...live, allowIndexing: true } });
    routes["DELETE /api/share-links/11"] = () => ({ json: { success: true } });
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const dialog = renderDialog();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Shared links" }));
    const row = await within(dialog).findByRole("listitem");

    fireEvent.click(within(row).getByRole("switch", { name: "Allow search engines" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ allowIndexing: true });

    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    routes["GET /api/share-links"] = () => ({ json: [{ ...live, revokedAt: "2026-02-04T10:00:00.000Z" }] });
    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    expect(await toastWith("Link revoked")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/share-links/11" && init?.method === "DELETE")).toBe(
      true,
    );
    expect(await within(dialog).findByText("Revoked Feb 4, 2026")).toBeInTheDocument();
  });
});
