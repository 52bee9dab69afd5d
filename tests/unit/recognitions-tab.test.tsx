import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RecognitionsTab } from "@/components/recognitions/recognitions-tab";
import type { ReceivedKudos } from "@/components/recognitions/use-kudos";
import { portfolioKeys } from "@/lib/api/keys";
import { getQueryFn } from "@/lib/api-client";
import type { Achievement } from "@/lib/types";
import { toast } from "@/lib/toast";
import { routedFetch, type FakeRoutes } from "./fake-fetch";

// The rep's Recognitions tab: their recognitions from the list the page already holds (the verified one with its
// badge and what it rests on), nothing of their other achievements, and the kudos they received with the switch that
// puts one on their book.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

let routes: FakeRoutes;
const fetchMock = routedFetch(() => routes);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // jsdom has no ResizeObserver (Radix measures the switch).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const achievement = (id: number, title: string, category: string, verified: boolean): Achievement =>
  ({
    id,
    title,
    category,
    description: "",
    dateReceived: "2026-01-02",
    createdAt: "2026-01-02T09:00:00.000Z",
    isVerified: verified,
    reviewStatus: "none",
    reviewReason: null,
    assurance: verified
      ? { level: 3, label: "Employer-verified", evidence: "Awarded by Acme under the rule '120% Club', 2025" }
      : { level: 0, label: "Self-reported", evidence: "Self-reported: nothing verifies it" },
  }) as unknown as Achievement;

const kudos = (onBook: boolean): ReceivedKudos => ({
  id: 41,
  orgId: 7,
  orgName: "Acme",
  fromName: "Priya Shah",
  fromTitle: "Sales Manager",
  message: "Thanks for covering the Globex renewal.",
  onBook,
  createdAt: "2026-02-03T10:00:00.000Z",
});

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }), retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(portfolioKeys.list("/api/achievements"), [
    achievement(1, "120% Club, 2025", "recognition", true),
    achievement(2, "Rookie of the Year", "recognition", false),
    achievement(3, "Closed Globex", "enterprise_deal", false),
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RecognitionsTab />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  routes = { "GET /api/kudos": () => ({ json: [kudos(false)] }) };
});

it("lists the recognitions with their verification and evidence, and puts a kudos on the book", async () => {
  renderTab();
  const club = screen.getByRole("heading", { name: "120% Club, 2025" }).closest("li")!;
  expect(within(club).getByText("Employer-verified")).toBeInTheDocument();
  expect(within(club).getByText("Awarded by Acme under the rule '120% Club', 2025")).toBeInTheDocument();
  const rookie = screen.getByRole("heading", { name: "Rookie of the Year" }).closest("li")!;
  expect(within(rookie).getByText("Pending verification")).toBeInTheDocument();
  expect(within(rookie).queryByText(/Self-reported/)).not.toBeInTheDocument();
  expect(screen.queryByText("Closed Globex")).not.toBeInTheDocument();

  const item = await screen.findByRole("listitem", { name: "Kudos from Priya Shah" });
  expect(item).toHaveTextContent("Thanks for covering the Globex renewal.");
  expect(item).toHaveTextContent("Priya Shah, Sales Manager · Acme");
  const onBook = within(item).getByRole("switch", { name: "Show on my book" });
  expect(onBook).not.toBeChecked();

  routes["PATCH /api/kudos/41"] = () => ({ json: kudos(true) });
  fireEvent.click(onBook);
  await waitFor(() => expect(onBook).toBeChecked());
  const patch = fetchMock.mock.calls.find(([url, init]) => url === "/api/kudos/41" && init?.method === "PATCH");
  expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ onBook: true });
  expect(toast.success).toHaveBeenCalledWith("Kudos shown on your book");
});
