import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { EmployerCrmCard, useEmployerConnectNotice } from "@/components/team/employer-crm-card";
import { EmployerSignoffTable } from "@/components/team/employer-signoff-table";
import type { OrgSummary } from "@/components/team/types";
import type { AttainmentRow, CrmConnection, EmployerCrmStatus } from "@/components/team/use-employer-crm";
import { getQueryFn } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { routedFetch, type FakeRoutes } from "./fake-fetch";

// The organisation's CRM on the team page against a fake server: a connection with what its last sync found, a sync
// that shows its progress while it runs (polling the status until it is done), the connect's outcome as a toast, and
// the sign-off table's "Select all", which chooses exactly the rows that still need a sign-off, across loaded pages.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const replace = jest.fn();
let searchParams = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }),
  useSearchParams: () => searchParams,
}));

let routes: FakeRoutes;
const fetchMock = routedFetch(() => routes);
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key).map(([, init]) => init);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  routes = {};
  searchParams = new URLSearchParams();
  fetchMock.mockClear();
  replace.mockClear();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

function renderWith(children: ReactNode) {
  // The app's own fetcher: each query asks the fake server for its key's path.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }), retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const org = { id: 7, name: "Contoso", tier: "enterprise", role: "owner", domainVerified: true } as OrgSummary;

function connection(lastSync: Partial<CrmConnection["lastSync"]> = {}): CrmConnection {
  return {
    provider: "salesforce",
    connectedBy: { id: 1, name: "Olive Owner" },
    accountId: "00D5g000004XyZ1EAK",
    instanceUrl: "https://contoso.my.salesforce.com",
    connectedAt: "2026-01-05T09:00:00.000Z",
    needsReconnect: false,
    lastSync: {
      state: "done",
      progress: 100,
      startedAt: "2026-01-06T10:00:00.000Z",
      finishedAt: "2026-01-06T10:02:00.000Z",
      error: null,
      ...lastSync,
    },
    counts: { crmUsers: 12, matchedSellers: 9, rows: 48, flagged: 3, deals: 310 },
  };
}

const status = (...connections: CrmConnection[]): EmployerCrmStatus => ({
  connections,
  unmatched: {
    crmUsers: [{ provider: "salesforce", crmUserId: "005A", name: "Pat Stone", email: "pat@contoso.test" }],
    members: [],
  },
});

describe("EmployerCrmCard", () => {
  it("lists a connection with who made it, its last sync and what the sync found", async () => {
    routes["GET /api/orgs/7/crm"] = () => ({ json: status(connection()) });
    renderWith(<EmployerCrmCard org={org} />);

    const item = await screen.findByRole("listitem", { name: "Salesforce" });
    expect(within(item).getByText("Connected")).toBeInTheDocument();
    expect(within(item).getByText("Olive Owner")).toBeInTheDocument();
    expect(within(item).getByText("00D5g000004XyZ1EAK")).toBeInTheDocument();
    expect(within(item).getByText("https://contoso.my.salesforce.com")).toBeInTheDocument();
    expect(within(item).getByText("Finished Jan 6, 2026, 10:02 AM UTC")).toBeInTheDocument();
    for (const [label, value] of [
      ["CRM users", "12"],
      ["Sellers matched", "9"],
      ["Figures", "48"],
      ["Flagged", "3"],
      ["Won deals", "310"],
    ]) {
      expect(within(item).getByText(label!).parentElement).toHaveTextContent(`${label}${value}`);
    }
    expect(within(item).queryByRole("progressbar")).not.toBeInTheDocument();
    // Only the CRM not yet connected is offered.
    expect(screen.getByRole("button", { name: "Connect HubSpot" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect Salesforce" })).not.toBeInTheDocument();
    expect(screen.getByText("CRM users not matched to a seller (1)")).toBeInTheDocument();
    expect(screen.queryByText(/Sellers not found in the CRM/)).not.toBeInTheDocument();
  });

  it("posts a sync, shows its progress while it runs and polls until it is done", async () => {
    routes["GET /api/orgs/7/crm"] = () => ({ json: status(connection()) });
    renderWith(<EmployerCrmCard org={org} />);
    await screen.findByRole("listitem", { name: "Salesforce" });

    routes["POST /api/orgs/7/crm/sync"] = () => ({
      status: 202,
      json: status(connection({ state: "running", progress: 40, finishedAt: null })),
    });
    fireEvent.click(screen.getByRole("button", { name: "Sync now" }));

    const bar = await screen.findByRole("progressbar", { name: "Sync of Salesforce" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(calls("POST /api/orgs/7/crm/sync")).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith("Sync started", expect.anything());
    expect(screen.getByRole("button", { name: "Syncing..." })).toBeDisabled();

    // The next poll finds the sync finished: the bar goes, and the button is back.
    routes["GET /api/orgs/7/crm"] = () => ({
      json: status(connection({ finishedAt: "2026-01-07T08:00:00.000Z" })),
    });
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled();
    expect(screen.getByText("Finished Jan 7, 2026, 8:00 AM UTC")).toBeInTheDocument();
  });

  it("shows a failed sync's error and a reconnect warning", async () => {
    routes["GET /api/orgs/7/crm"] = () => ({
      json: status({
        ...connection({ state: "failed", error: "Salesforce answered 503: try again later" }),
        needsReconnect: true,
      }),
    });
    renderWith(<EmployerCrmCard org={org} />);
    const item = await screen.findByRole("listitem", { name: "Salesforce" });
    expect(within(item).getByText("Reconnect needed")).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Reconnect Salesforce" })).toBeInTheDocument();
    expect(within(item).getByText("Salesforce answered 503: try again later")).toBeInTheDocument();
    // No connection can sync.
    expect(screen.getByRole("button", { name: "Sync now" })).toBeDisabled();
  });
});

function NoticeProbe() {
  useEmployerConnectNotice();
  return null;
}

describe("useEmployerConnectNotice", () => {
  it("tells how a connect went, then cleans the address", () => {
    searchParams = new URLSearchParams({ crm: "hubspot", error: "denied" });
    render(<NoticeProbe />);
    expect(toast.error).toHaveBeenCalledWith("HubSpot was not connected", {
      description: "Access was not granted in HubSpot, so nothing was connected.",
    });
    expect(replace).toHaveBeenCalledWith("/team", { scroll: false });
  });

  it("says nothing without a connect's outcome", () => {
    render(<NoticeProbe />);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});

function row(id: number, userId: number, name: string, status: AttainmentRow["status"], period = "2025-Q3") {
  return {
    id,
    userId,
    name,
    period,
    quota: 250000,
    closed: 267500.5,
    attainment: 1.07,
    currency: "EUR",
    closedCurrency: "EUR",
    flag: status === "flagged" ? "The CRM has monthly quotas for 2 of this quarter's 3 months" : null,
    source: { provider: "salesforce", ids: ["0Fx1"] },
    status,
    signedAt: status === "signed" ? "2026-01-02T00:00:00.000Z" : null,
  } satisfies AttainmentRow;
}

describe("EmployerSignoffTable", () => {
  const ME = 1;
  const firstPage = [
    row(1, 11, "Jane Doe", "new"),
    row(2, 12, "Sam Lee", "new"),
    row(3, 13, "Ada Park", "signed"),
    row(4, 14, "Bo Chen", "flagged"),
    row(5, ME, "Olive Owner", "new"),
  ];

  it("selects every new row of the loaded pages and posts exactly their seller and period", async () => {
    routes["GET /api/orgs/7/crm/attainment"] = () => ({ json: { rows: firstPage, nextCursor: "c1" } });
    routes["GET /api/orgs/7/crm/attainment?cursor=c1"] = () => ({
      json: { rows: [row(6, 16, "Kim Wu", "new", "2025-Q2")], nextCursor: null },
    });
    renderWith(<EmployerSignoffTable orgId={7} me={ME} />);

    const jane = (await screen.findByRole("rowheader", { name: "Jane Doe" })).closest("tr")!;
    expect(within(jane).getByText("250,000.00")).toBeInTheDocument();
    expect(within(jane).getByText("267,500.50")).toBeInTheDocument();
    expect(within(jane).getByText("107.0%")).toBeInTheDocument();
    expect(within(jane).getByText("EUR")).toBeInTheDocument();
    expect(within(jane).getByText("New")).toBeInTheDocument();
    expect(screen.getByText("The CRM has monthly quotas for 2 of this quarter's 3 months")).toBeInTheDocument();
    // Signed, flagged and the signer's own rows cannot be chosen.
    expect(screen.getByRole("checkbox", { name: "Select Ada Park, Q3 2025" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Select Bo Chen, Q3 2025" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Select Olive Owner, Q3 2025" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign off" })).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("rowheader", { name: "Kim Wu" });

    fireEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(screen.getByRole("checkbox", { name: "Select Jane Doe, Q3 2025" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Kim Wu, Q2 2025" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Ada Park, Q3 2025" })).not.toBeChecked();

    routes["POST /api/orgs/7/crm/signoff"] = () => ({
      json: {
        signed: 2,
        unchanged: 0,
        skipped: [{ userId: 12, period: "2025-Q3", reason: "The seller is no longer a member of this organisation" }],
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign off 3 rows" }));

    await waitFor(() => expect(calls("POST /api/orgs/7/crm/signoff")).toHaveLength(1));
    expect(JSON.parse(String(calls("POST /api/orgs/7/crm/signoff")[0]!.body))).toEqual({
      rows: [
        { userId: 11, period: "2025-Q3" },
        { userId: 12, period: "2025-Q3" },
        { userId: 16, period: "2025-Q2" },
      ],
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("2 rows signed off", {
        description: "1 row skipped: Sam Lee, 2025-Q3: The seller is no longer a member of this organisation.",
      }),
    );
    // The selection is cleared once signed.
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign off" })).toBeDisabled());
  });

  it("filters by status at once and by a period once it is a quarter or a year", async () => {
    routes["GET /api/orgs/7/crm/attainment"] = () => ({ json: { rows: firstPage, nextCursor: null } });
    routes["GET /api/orgs/7/crm/attainment?status=flagged"] = () => ({
      json: { rows: [row(4, 14, "Bo Chen", "flagged")], nextCursor: null },
    });
    routes["GET /api/orgs/7/crm/attainment?period=2025&status=flagged"] = () => ({
      json: { rows: [], nextCursor: null },
    });
    renderWith(<EmployerSignoffTable orgId={7} me={ME} />);
    await screen.findByRole("rowheader", { name: "Jane Doe" });

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "flagged" } });
    expect(await screen.findByRole("rowheader", { name: "Bo Chen" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Jane Doe" })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "2025-Q7" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Use a quarter such as 2025-Q3, or a year such as 2025")).toBeInTheDocument();
    expect(screen.getByLabelText("Period")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "2025" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("No figures match these filters.")).toBeInTheDocument();
  });
});
