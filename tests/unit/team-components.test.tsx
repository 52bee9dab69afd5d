import { orgsKeys } from "@/lib/api/keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { safeNextPath } from "@/lib/next-path";
import { AttestationQueue } from "@/components/team/attestation-queue";
import { BenchmarksList, TOO_SMALL } from "@/components/team/benchmarks-card";
import { TeamTable } from "@/components/team/team-table";
import type { Attestation, Benchmark, TeamMember } from "@/components/team/types";
import { toast } from "@/lib/toast";
import { routedFetch, type FakeRoutes } from "./fake-fetch";

// The team page's pieces against a fake server: the manager's attestation queue (exact figures, approve, decline
// with a reason), the team table's badges and downloads, benchmarks that never show a count, and the sign-in
// `next` parameter that brings an invitee back to their invitation.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

let routes: FakeRoutes;
const fetchMock = routedFetch(() => routes);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  routes = {};
  fetchMock.mockClear();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

function renderWith(children: ReactNode, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

function attestation(id: number, fullName: string, quarter: number | null, managerId = 1): Attestation {
  return {
    id,
    orgId: 5,
    status: "pending",
    seller: { id: 100 + id, fullName, title: "Account Executive" },
    managerId,
    quotaRecordId: 200 + id,
    figures: {
      year: 2025,
      quarter,
      quota: "1000000",
      attainment: "1250000.5",
      attainmentPercent: "125.05",
      stackRankPosition: null,
      stackRankTotal: null,
    },
    attesterName: null,
    attesterTitle: null,
    reason: null,
    createdAt: "2025-10-02T09:00:00.000Z",
    decidedAt: null,
  };
}

describe("AttestationQueue", () => {
  it("shows each request's exact figures and approves one", async () => {
    routes["POST /api/orgs/5/attestations/1/approve"] = () => ({
      json: { ...attestation(1, "Jane Doe", 3), status: "approved" },
    });
    renderWith(
      <AttestationQueue orgId={5} me={1} requests={[attestation(1, "Jane Doe", 3), attestation(2, "Sam Lee", null)]} />,
    );

    const jane = screen.getByRole("listitem", { name: "Jane Doe, Q3 2025" });
    expect(within(jane).getByRole("heading", { name: "Jane Doe" })).toBeInTheDocument();
    expect(within(jane).getByText("$1,000,000.00")).toBeInTheDocument();
    expect(within(jane).getByText("$1,250,000.50")).toBeInTheDocument();
    expect(within(jane).getByText("125.05%")).toBeInTheDocument();
    // A whole year reads as the year alone.
    expect(screen.getByRole("listitem", { name: "Sam Lee, 2025" })).toBeInTheDocument();

    fireEvent.click(within(jane).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Figures attested"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/orgs/5/attestations/1/approve",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("declines only with a reason, and sends it", async () => {
    let sent: unknown;
    routes["POST /api/orgs/5/attestations/2/decline"] = (init) => {
      sent = JSON.parse(String(init?.body));
      return { json: { ...attestation(2, "Sam Lee", null), status: "declined" } };
    };
    renderWith(<AttestationQueue orgId={5} me={1} requests={[attestation(2, "Sam Lee", null)]} />);

    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline attestation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Please say why you decline")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "The Q4 deal slipped to January." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Attestation declined"));
    expect(sent).toEqual({ reason: "The Q4 deal slipped to January." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the API's message when a decision fails", async () => {
    routes["POST /api/orgs/5/attestations/1/approve"] = () => ({
      status: 409,
      json: {
        error: { code: "conflict", message: "The figures changed since the request: the seller must ask again" },
      },
    });
    renderWith(<AttestationQueue orgId={5} me={1} requests={[attestation(1, "Jane Doe", 3)]} />);
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Figures not attested", {
        description: "The figures changed since the request: the seller must ask again",
      }),
    );
  });

  it("offers Approve only to the seller's manager: an admin who is not sees who it waits for", () => {
    renderWith(<AttestationQueue orgId={5} me={1} requests={[attestation(3, "Kim Ito", null, 7)]} />);
    const kim = screen.getByRole("listitem", { name: "Kim Ito, 2025" });
    expect(within(kim).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(kim).getByText("Waiting for the seller's manager")).toBeInTheDocument();
    expect(within(kim).getByRole("button", { name: "Decline" })).toBeInTheDocument();
  });

  it("says when nothing waits", () => {
    renderWith(<AttestationQueue orgId={5} me={1} requests={[]} />);
    expect(screen.getByText("No attestation requests waiting")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});

describe("TeamTable", () => {
  it("shows each period's attainment with its verification, and the report downloads", () => {
    const member: TeamMember = {
      userId: 3,
      fullName: "Jane Doe",
      email: "jane@acme.test",
      title: null,
      role: "seller",
      managerId: 1,
      segment: null,
      completion: 60,
      records: [
        {
          id: 1,
          year: 2025,
          quarter: 3,
          quota: "100",
          attainment: "120",
          attainmentPercent: "120.00",
          verification: "verified",
          attested: true,
        },
        {
          id: 2,
          year: 2025,
          quarter: 2,
          quota: "100",
          attainment: "90",
          attainmentPercent: "90.00",
          verification: "verified",
          attested: false,
        },
        {
          id: 3,
          year: 2025,
          quarter: 1,
          quota: "100",
          attainment: "80",
          attainmentPercent: "80.00",
          verification: "pending",
          attested: false,
        },
        {
          id: 4,
          year: 2024,
          quarter: null,
          quota: "100",
          attainment: "70",
          attainmentPercent: "70.00",
          verification: "unverified",
          attested: false,
        },
      ],
    };
    const firstPage = {
      members: [member],
      nextCursor: "next",
      totals: { members: 120, records: 4, verified: 2, attested: 1, pending: 1, averageAttainmentPercent: "90.00" },
    };
    const filters = { segment: "", managerId: "", verification: "", sort: "name" };
    renderWith(<TeamTable orgId={5} />, [[orgsKeys.team(5, filters), { pages: [firstPage], pageParams: [null] }]]);
    const row = screen.getByRole("row", { name: /Jane Doe/ });
    expect(within(row).getByText("Seller")).toBeInTheDocument();
    expect(within(row).getByText("60%")).toBeInTheDocument();
    for (const text of ["Attested", "Verified", "Pending", "Unverified", "120%", "Q3 2025", "2024"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // The wide table scrolls inside its own focusable box, never the page.
    expect(screen.getByRole("region", { name: "Team performance table" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("link", { name: "Download Excel" })).toHaveAttribute("href", "/api/orgs/5/report.xlsx");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/orgs/5/report.csv");
    // The totals cover every member that matches, and the next page is one click away.
    expect(screen.getByTestId("team-totals")).toHaveTextContent(
      "Showing 1 of 120 members · 4 quota records: 2 verified (1 attested), 1 pending · average attainment 90%",
    );
    expect(screen.getByRole("button", { name: "Load more" })).toBeEnabled();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
  });
});

describe("Benchmarks", () => {
  const benchmarks: Benchmark[] = [
    { year: 2025, cohort: "organisation", label: "Acme", band: "top_10", attainmentPercent: "118.00" },
    { year: 2025, cohort: "role", label: "seller", band: "lower_half", attainmentPercent: "118.00" },
    { year: 2025, cohort: "segment", label: "Enterprise", band: null, attainmentPercent: "118.00" },
    { year: 2024, cohort: "organisation", label: "Acme", band: null, attainmentPercent: "95.00" },
  ];

  it("shows the member's standing per year and cohort, and no count for a small cohort", () => {
    const { container } = renderWith(<BenchmarksList benchmarks={benchmarks} />);
    const year2025 = screen.getByRole("region", { name: /2025/ });
    expect(within(year2025).getByText("Top 10%")).toBeInTheDocument();
    expect(within(year2025).getByText("Lower half")).toBeInTheDocument();
    expect(within(year2025).getByText("Role: Seller")).toBeInTheDocument();
    expect(within(year2025).getByText(TOO_SMALL)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: /2024/ })).getByText(TOO_SMALL)).toBeInTheDocument();
    expect(TOO_SMALL).toBe("Not enough people in this cohort to compare yet");
    // Nothing says how many people a cohort has.
    expect(container.textContent).not.toMatch(/\d+\s*(people|members|sellers)/i);
  });
});

describe("safeNextPath", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeNextPath("/join/abc_DEF-123")).toBe("/join/abc_DEF-123");
    expect(safeNextPath("/team?x=1")).toBe("/team?x=1");
    for (const bad of [
      null,
      "",
      "join",
      "//evil.test",
      "/\\evil.test",
      "https://evil.test",
      "/\t/evil.test",
      "javascript:alert(1)",
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});
