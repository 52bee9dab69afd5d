import { orgsKeys } from "@/lib/api/keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ListingForm } from "@/components/talent/listing-form";
import { TalentSearchView, type TalentOrg } from "@/components/talent/talent-search-view";
import type { TalentCard, TalentProfileView } from "@/components/talent/types";
import type { CurrentUser } from "@/lib/types";

// The talent pages from cached answers: who may search where (and why not, in words), and the listing form's
// consent notice, which shows only when the listing is being turned on.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(() => {
  // jsdom has no ResizeObserver (Radix measures the switch).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const me = { id: 4, fullName: "Renée Recruiter", email: "r@acme.test", subscriptionTier: "starter" } as CurrentUser;
const org = (role: TalentOrg["role"], tier: TalentOrg["tier"] = "enterprise", id = 5, name = "Acme"): TalentOrg => ({
  id,
  name,
  tier,
  role,
});

function renderWith(ui: React.ReactNode, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => undefined) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("TalentSearchView", () => {
  it("explains the role a seller would need, without a search", () => {
    renderWith(<TalentSearchView user={me} orgs={[org("seller")]} />);
    expect(screen.getByText("Recruiters only")).toBeInTheDocument();
    expect(screen.getByText(/needs the owner, admin or recruiter role in Acme/)).toBeInTheDocument();
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
  });

  it("explains that an organisation off Enterprise cannot search", () => {
    renderWith(<TalentSearchView user={me} orgs={[org("recruiter", "team")]} />);
    expect(screen.getByText("An Enterprise feature")).toBeInTheDocument();
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
  });

  it("opens on the organisation the member can search in, with the filters", () => {
    renderWith(<TalentSearchView user={me} orgs={[org("seller"), org("recruiter", "enterprise", 6, "Beta")]} />);
    expect(screen.getByLabelText("Organisation")).toHaveValue("6");
    const search = screen.getByRole("search", { name: "Talent search" });
    for (const label of ["Keywords", "Segment", "Minimum verified attainment", "Location"])
      expect(within(search).getByLabelText(label)).toBeInTheDocument();
    // Pay is no filter.
    expect(within(search).queryByLabelText(/pay|salary|ote|commission/i)).not.toBeInTheDocument();
  });

  it("tells someone in no organisation where to start", () => {
    renderWith(<TalentSearchView user={me} orgs={[]} />);
    expect(screen.getByRole("link", { name: "Create or join one on the Team page" })).toHaveAttribute("href", "/team");
  });
});

const card = (profileId: string, headline: string): TalentCard => ({
  profileId,
  headline,
  location: "Zürich",
  segments: ["enterprise"],
  openTo: [],
  workModes: [],
  attainment: [{ year: 2025, band: ">= 120%", verifiedPeriods: 1, label: ">= 120%, verified" }],
  verifiedPeriods: 1,
  verifiedItems: 1,
  quotaYears: 0,
  verifiedAwards: 0,
  dealSizeBand: null,
});

describe("TalentSearch", () => {
  it("loads the next page with the API's cursor and adds it under the first", async () => {
    // A fetch answer as far as apiFetch reads one (jsdom has no Response).
    const text = JSON.stringify({ results: [card("b", "Second rep")], nextCursor: null });
    const fetchMock = jest.fn(async (_url: string) => ({
      ok: true,
      status: 200,
      headers: new Headers({ "Content-Type": "application/json" }),
      text: async () => text,
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWith(<TalentSearchView user={me} orgs={[org("recruiter")]} />, [
      [
        orgsKeys.talentSearch(5, { q: "", location: "" }),
        { pages: [{ results: [card("a", "First rep")], nextCursor: "next-page" }], pageParams: [null] },
      ],
      [orgsKeys.talentRequests(5), []],
    ]);
    const results = screen.getByRole("region", { name: "Results" });
    expect(within(results).getByRole("article", { name: "First rep" })).toHaveTextContent("2025: >= 120%, verified");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(results).findByRole("article", { name: "Second rep" })).toBeInTheDocument();
    expect(within(results).getAllByRole("article")).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/orgs/5/talent?cursor=next-page"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument());
  });
});

const profile = (over: Partial<TalentProfileView> = {}): TalentProfileView => ({
  profileId: "p1",
  listed: false,
  consent: { version: null, at: null, currentVersion: "2026-11", notice: "List me in the network." },
  headline: null,
  location: null,
  segments: [],
  openTo: [],
  workModes: [],
  blockedDomains: [],
  employerDomains: ["acme.com"],
  preview: {
    profileId: "p1",
    headline: null,
    location: null,
    segments: [],
    openTo: [],
    workModes: [],
    attainment: [],
    verifiedPeriods: 0,
    verifiedItems: 0,
    quotaYears: 0,
    verifiedAwards: 0,
    dealSizeBand: null,
  },
  ...over,
});

describe("ListingForm", () => {
  it("shows the notice and its box when the listing is turned on, not before", () => {
    renderWith(<ListingForm profile={profile()} />);
    expect(screen.queryByText("List me in the network.")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("switch", { name: "List me in the talent network" }));
    expect(screen.getByText("List me in the network.")).toBeInTheDocument();
    expect(screen.getByText("Notice version 2026-11")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "I agree to this notice" })).not.toBeChecked();
    expect(screen.getByRole("list", { name: "Your employer's domains" })).toHaveTextContent("acme.com");
    expect(screen.getByText(/cannot catch an agency recruiter working for your employer/)).toBeInTheDocument();
  });

  it("asks no consent again of a rep listed under the current notice, and says leaving is immediate", () => {
    renderWith(
      <ListingForm
        profile={profile({
          listed: true,
          consent: { version: "2026-11", at: "2026-11-01T00:00:00.000Z", currentVersion: "2026-11", notice: "N" },
        })}
      />,
    );
    expect(screen.queryByRole("checkbox", { name: "I agree to this notice" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("switch", { name: "List me in the talent network" }));
    expect(screen.getByText(/When you save, you leave every search at once/)).toBeInTheDocument();
  });

  it("asks again when the notice changed since the rep agreed", () => {
    renderWith(
      <ListingForm
        profile={profile({
          listed: true,
          consent: { version: "2025-01", at: "2025-01-01T00:00:00.000Z", currentVersion: "2026-11", notice: "N2" },
        })}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "I agree to this notice" })).toBeInTheDocument();
  });
});
