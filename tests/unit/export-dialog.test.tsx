import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import ToasterHost from "@/components/ui/toaster-impl";
import { ExportDialog } from "@/components/export/export-dialog";
import { PortfolioDialogProvider, usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { getQueryFn } from "@/lib/api-client";
import { EMPTY_BOOK_MESSAGE } from "@/lib/export-content";
import type { Achievement, CurrentUser, Experience, Reference } from "@/lib/types";

// The Export dialog against a fake server: what it sends, and what the rep sees for each kind of answer.

const longDescription = `${"Grew the territory from $2M to $5.4M in two years by opening three new verticals. ".repeat(3)}`;

function achievement(id: number, title: string, description: string, aiEnhanced: string | null = null): Achievement {
  return { id, userId: 7, title, description, aiEnhanced, category: "enterprise_deal" } as Achievement;
}

const ACHIEVEMENTS = [
  achievement(
    1,
    "Globex platform win",
    "Won a $1.2M platform deal.",
    "Closed a $1.2M platform deal against the incumbent.",
  ),
  achievement(2, "Territory turnaround", longDescription),
  achievement(3, "President's Club 2024", "Top 5% of the sales org."),
];

const user = (tier: CurrentUser["subscriptionTier"]) =>
  ({ id: 7, fullName: "José Núñez", subscriptionTier: tier }) as CurrentUser;

type FakeAnswer = { status?: number; json?: unknown; body?: string; headers?: Record<string, string> };

/** A fetch Response as far as the app reads one (jsdom has no Response). */
function fakeResponse({ status = 200, json, body, headers = {} }: FakeAnswer) {
  const text = json !== undefined ? JSON.stringify(json) : (body ?? "");
  const allHeaders = new Headers(json !== undefined ? { "Content-Type": "application/json", ...headers } : headers);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: allHeaders,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
}

type Route = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;
let routes: Record<string, Route>;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const route = routes[`${init?.method ?? "GET"} ${url}`];
  if (!route) throw new Error(`Unexpected call ${init?.method ?? "GET"} ${url}`);
  return fakeResponse(await route(init));
});

const downloads: string[] = [];
const writeText = jest.fn(async () => undefined);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = () => "blob:export";
  URL.revokeObjectURL = () => undefined;
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

beforeEach(() => {
  routes = { "GET /api/share-links": () => ({ json: [] }) };
  downloads.length = 0;
  // A download is an <a download> click: record the name instead of navigating (jsdom cannot).
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  fetchMock.mockClear();
  writeText.mockClear();
  jest.useRealTimers();
});

function OpenExport() {
  const { open } = usePortfolioDialogs();
  useEffect(() => open({ kind: "export" }), [open]);
  return null;
}

/** The book's other lists; empty unless a test gives some. */
type Book = { experiences?: Partial<Experience>[]; references?: Partial<Reference>[] };

function renderDialog(tier: CurrentUser["subscriptionTier"] = "starter", achievements = ACHIEVEMENTS, book: Book = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }), staleTime: Infinity, retry: false } },
  });
  client.setQueryData(["/api/achievements"], achievements);
  for (const path of ["/api/quota-records", "/api/deal-highlights"]) client.setQueryData([path], []);
  client.setQueryData(["/api/experiences"], book.experiences ?? []);
  client.setQueryData(["/api/references"], book.references ?? []);
  client.setQueryData(["/api/about-me"], null);
  client.setQueryData(["/api/auth/me"], user(tier));
  render(
    <QueryClientProvider client={client}>
      <PortfolioDialogProvider>
        <OpenExport />
        <ExportDialog />
      </PortfolioDialogProvider>
      <ToasterHost />
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog", { name: "Export Portfolio" });
}

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });
const sentBody = (call = 0) =>
  JSON.parse(String(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")[call]?.[1]?.body));
const toastWith = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

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
