// The Export dialog's test bench: a fake server answering by "METHOD url", the rep's book in the query cache,
// downloads and the clipboard recorded instead of performed.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import ToasterHost from "@/components/ui/toaster-impl";
import { ExportDialog } from "@/components/export/export-dialog";
import { PortfolioDialogProvider, usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { getQueryFn } from "@/lib/api-client";
import type { Achievement, CurrentUser, Experience, Reference } from "@/lib/types";

export const longDescription = `${"Grew the territory from $2M to $5.4M in two years by opening three new verticals. ".repeat(3)}`;

function achievement(id: number, title: string, description: string, aiEnhanced: string | null = null): Achievement {
  return { id, userId: 7, title, description, aiEnhanced, category: "enterprise_deal" } as Achievement;
}

export const ACHIEVEMENTS = [
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

export type FakeAnswer = { status?: number; json?: unknown; body?: string; headers?: Record<string, string> };

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
/** The fake server's answers by "METHOD url"; each test adds its own to the share-links list. */
export const routes: Record<string, Route> = {};
export const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const route = routes[`${init?.method ?? "GET"} ${url}`];
  if (!route) throw new Error(`Unexpected call ${init?.method ?? "GET"} ${url}`);
  return fakeResponse(await route(init));
});

export const downloads: string[] = [];
export const writeText = jest.fn(async () => undefined);

/** Puts the fake server, the clipboard and the download recorder in place around each test of the file. */
export function installFakeBrowser(): void {
  beforeAll(() => {
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = () => "blob:export";
    URL.revokeObjectURL = () => undefined;
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  beforeEach(() => {
    for (const key of Object.keys(routes)) delete routes[key];
    routes["GET /api/share-links"] = () => ({ json: [] });
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
}

function OpenExport() {
  const { open } = usePortfolioDialogs();
  useEffect(() => open({ kind: "export" }), [open]);
  return null;
}

/** The book's other lists; empty unless a test gives some. */
type Book = { experiences?: Partial<Experience>[]; references?: Partial<Reference>[] };

export function renderDialog(
  tier: CurrentUser["subscriptionTier"] = "starter",
  achievements = ACHIEVEMENTS,
  book: Book = {},
) {
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

export const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });
export const sentBody = (call = 0) =>
  JSON.parse(String(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")[call]?.[1]?.body));
export const toastWith = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
