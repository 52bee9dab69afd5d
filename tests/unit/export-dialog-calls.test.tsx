// The Export dialog against a fake server: what each export sends, and what the rep sees for each kind of answer.
import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  card,
  type FakeAnswer,
  downloads,
  fetchMock,
  installFakeBrowser,
  renderDialog,
  routes,
  sentBody,
  toastWith,
  writeText,
} from "./export-dialog-bench";

installFakeBrowser();

describe("Export dialog: the calls", () => {
  it("PDF: sends the selected ids and the user's id, shows the pending label with every card off, then downloads", async () => {
    let finish: (answer: FakeAnswer) => void = () => undefined;
    routes["POST /api/export/pdf"] = () => new Promise<FakeAnswer>((resolve) => (finish = resolve));
    const dialog = renderDialog("pro");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Territory turnaround" }));
    fireEvent.click(card(dialog, "Executive PDF Report"));

    expect(
      await within(dialog).findByRole("button", { name: "Executive PDF Report Generating PDF..." }),
    ).toBeDisabled();
    expect(card(dialog, "PowerPoint Presentation")).toBeDisabled();
    expect(within(dialog).getByRole("link", { name: "Email Summary" })).toHaveAttribute("aria-disabled", "true");
    expect(sentBody()).toEqual({ achievementIds: [1, 3], userId: 7 });
    expect(fetchMock.mock.calls.find(([url]) => url === "/api/export/pdf")?.[1]).toMatchObject({
      credentials: "include",
    });

    const name = "José-Núñez-QuotaProof-2026-03-01.pdf";
    act(() =>
      finish({
        body: "%PDF-1.7",
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="Jose-Nunez-QuotaProof-2026-03-01.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      }),
    );
    expect(await toastWith("PDF Generated")).toBeInTheDocument();
    expect(downloads).toEqual([name]);
    expect(card(dialog, "Executive PDF Report")).toBeEnabled();
  });

  it("a 402 plan limit shows the upgrade prompt instead of the failure", async () => {
    const message =
      "PDF, PowerPoint and Google Slides export is part of Pro Seller. Upgrade to share your brag book as a file.";
    routes["POST /api/export/pdf"] = () => ({ status: 402, json: { error: { code: "plan_limit", message } } });
    const dialog = renderDialog("starter");
    fireEvent.click(card(dialog, "Executive PDF Report"));
    expect(await toastWith("Upgrade to Pro Seller")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Export failed")).not.toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it("a server failure shows the export's failure toast", async () => {
    routes["POST /api/export/powerpoint"] = () => ({
      status: 500,
      json: { error: { code: "internal", message: "Internal error" } },
    });
    const dialog = renderDialog("pro");
    fireEvent.click(card(dialog, "PowerPoint Presentation"));
    expect(await toastWith("Export failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to generate PowerPoint. Please try again.")).toBeInTheDocument();
  });

  it("Google Slides without Google: downloads the deck and says how to open it, never that Slides were created", async () => {
    routes["POST /api/export/google-slides"] = () => ({
      body: "PK",
      headers: {
        "X-Slides-Delivery": "download",
        "Content-Disposition": 'attachment; filename="Jose-Nunez-QuotaProof-Google-Slides.pptx"',
      },
    });
    const dialog = renderDialog("pro");
    fireEvent.click(card(dialog, "Google Slides Presentation"));
    expect(await toastWith("Slides-ready deck downloaded")).toBeInTheDocument();
    expect(screen.getByText(/File → Import slides/)).toBeInTheDocument();
    expect(screen.queryByText("Google Slides Created")).not.toBeInTheDocument();
    expect(downloads).toEqual(["Jose-Nunez-QuotaProof-Google-Slides.pptx"]);
  });

  it("Google Slides before Drive is connected: offers to connect it", async () => {
    routes["POST /api/export/google-slides"] = () => ({
      json: { status: "connect_required", connectUrl: "/api/google/connect" },
    });
    const dialog = renderDialog("pro");
    fireEvent.click(card(dialog, "Google Slides Presentation"));
    expect(await within(dialog).findByRole("button", { name: "Connect Google Drive" })).toBeInTheDocument();
    expect(screen.queryByText("Google Slides Created")).not.toBeInTheDocument();
  });

  it("Google Slides created in Drive: the toast opens it", async () => {
    routes["POST /api/export/google-slides"] = () => ({
      json: { status: "created", url: "https://docs.google.com/presentation/d/abc" },
    });
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    const dialog = renderDialog("pro");
    fireEvent.click(card(dialog, "Google Slides Presentation"));
    expect(await toastWith("Google Slides Created")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(open).toHaveBeenCalledWith("https://docs.google.com/presentation/d/abc", "_blank", "noopener,noreferrer");
  });

  it("Shareable link: shows the link in a read-only field; Copy says Copied! for 2 seconds", async () => {
    const shareUrl = "http://localhost:3000/p/Zm9vYmFyYmF6cXV4cXV1eA";
    routes["POST /api/export/shareable-link"] = () => ({ status: 201, json: { shareUrl, link: { id: 1 } } });
    const dialog = renderDialog("starter");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Territory turnaround" }));
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Shared links" }));
    expect(await within(dialog).findByText("No shared links yet")).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Export" }));
    // The selection survived the look at the list.
    expect(within(dialog).getByText("2 of 3 achievements selected")).toBeInTheDocument();

    routes["GET /api/share-links"] = () => ({
      json: [
        {
          id: 1,
          slug: "Zm9v",
          url: shareUrl,
          achievementCount: 2,
          sections: ["quota", "achievements", "deals", "experience", "references", "about"],
          allowIndexing: false,
          viewCount: 0,
          lastViewedAt: null,
          createdAt: "2026-02-01T10:00:00.000Z",
          revokedAt: null,
        },
      ],
    });
    fireEvent.click(card(dialog, "Shareable Portfolio Link"));
    const field = await within(dialog).findByRole("textbox", { name: "Your shareable link" });
    expect(field).toHaveValue(shareUrl);
    expect(field).toHaveAttribute("readonly");
    expect(sentBody()).toEqual({ achievementIds: [1, 3], userId: 7 });
    expect(await toastWith("Shareable link created")).toBeInTheDocument();

    jest.useFakeTimers();
    const copy = within(dialog).getByRole("button", { name: "Copy" });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    expect(copy).toHaveTextContent("Copied!");
    act(() => jest.advanceTimersByTime(1900));
    expect(copy).toHaveTextContent("Copied!");
    act(() => jest.advanceTimersByTime(200));
    expect(copy).toHaveTextContent("Copy");
    jest.useRealTimers();
    expect(await toastWith("Link copied")).toBeInTheDocument();

    // The list is read again, so the new link is there under Shared links.
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Shared links" }));
    const list = await within(dialog).findByRole("list", { name: "Shared links" });
    expect(list).toHaveTextContent(shareUrl);
    expect(list).toHaveTextContent("2 achievements · 0 views");
  });

  it("a failed link says so in a toast", async () => {
    routes["POST /api/export/shareable-link"] = () => ({ status: 500, body: "" });
    const dialog = renderDialog("starter");
    fireEvent.click(card(dialog, "Shareable Portfolio Link"));
    expect(await toastWith("Link creation failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to create shareable link. Please try again.")).toBeInTheDocument();
  });
});
