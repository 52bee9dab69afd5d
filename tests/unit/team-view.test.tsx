import { orgsKeys } from "@/lib/api/keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { TeamView } from "@/components/team/team-view";
import type { Attestation, Member, OrgSummary } from "@/components/team/types";
import type { CurrentUser, QuotaRecord } from "@/lib/types";

// The whole team page for each kind of member, from cached answers: which sections each role gets, in order,
// and that every control is labelled with whose it is.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const user = (id: number, fullName: string) =>
  ({ id, fullName, email: `${id}@acme.test`, subscriptionTier: "pro", role: "user" }) as CurrentUser;

const org = (role: OrgSummary["role"], id = 5, name = "Acme"): OrgSummary => ({
  id,
  name,
  tier: "enterprise",
  seats: 25,
  logoUrl: null,
  brandColor: "#1d4ed8",
  role,
  memberCount: 3,
  showBranding: false,
  domainVerified: false,
  vetted: false,
});

const member = (userId: number, fullName: string, role: Member["role"], managerId: number | null): Member => ({
  userId,
  fullName,
  email: `${userId}@acme.test`,
  title: null,
  role,
  managerId,
  segment: null,
  managerSetBy: managerId === null ? null : 1,
  managerSetAt: managerId === null ? null : "2025-01-01T00:00:00.000Z",
  joinedAt: "2025-01-01T00:00:00.000Z",
});

const MEMBERS = [
  member(1, "Olive Owner", "owner", null),
  member(2, "Max Manager", "manager", 1),
  member(3, "Jane Doe", "seller", 2),
];

function renderView(me: CurrentUser, orgs: OrgSummary[], extra: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => undefined) } },
  });
  const data: [readonly unknown[], unknown][] = [
    [orgsKeys.members(5), MEMBERS],
    [orgsKeys.pendingAttestations(5), [] as Attestation[]],
    [orgsKeys.benchmarks(5), { benchmarks: [], asOf: "2026-01-05" }],
    [
      orgsKeys.team(5, { segment: "", managerId: "", verification: "", sort: "name" }),
      { pages: [{ members: [], nextCursor: null, totals: null }], pageParams: [null] },
    ],
    [orgsKeys.awards(5), []],
    [orgsKeys.invitations(5), []],
    [orgsKeys.audit(5), []],
    [orgsKeys.domains(5), []],
    [
      orgsKeys.scim(5),
      {
        configured: false,
        baseUrl: "http://localhost/api/scim/v2/5",
        createdAt: null,
        lastRotatedBy: null,
        lastRotatedByName: null,
        tokenLast4: null,
      },
    ],
    [["/api/quota-records"], [] as QuotaRecord[]],
    ...extra,
  ];
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <TeamView user={me} initialOrgs={orgs} />
    </QueryClientProvider>,
  );
}

const sectionHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("TeamView", () => {
  it("offers to create an organisation to someone in none", () => {
    renderView(user(9, "New Person"), []);
    expect(screen.getByRole("heading", { level: 1, name: "Team" })).toBeInTheDocument();
    expect(screen.getByLabelText("Organisation name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create organisation" })).toBeInTheDocument();
  });

  it("gives the owner every section, with labelled member controls", () => {
    renderView(user(1, "Olive Owner"), [org("owner")]);
    expect(sectionHeadings()).toEqual([
      "Attestation requests",
      "Team performance",
      "Talent network",
      "Benchmarks",
      "Members",
      "Domains",
      "Single sign-on",
      "SCIM provisioning",
      "Applicant tracking (ATS)",
      "Employer CRM",
      "CRM sign-off",
      "Branding",
      "Awards",
      "Recognition",
      "Audit trail",
    ]);
    const jane = screen.getByRole("listitem", { name: "Jane Doe" });
    expect(within(jane).getByLabelText("Role for Jane Doe")).toHaveValue("seller");
    expect(within(jane).getByLabelText("Manager for Jane Doe")).toHaveValue("2");
    expect(within(jane).getByRole("button", { name: "Remove" })).toBeInTheDocument();
    // The owner's own row: the role is fixed and there is no Remove.
    const olive = screen.getByRole("listitem", { name: "Olive Owner" });
    expect(within(olive).getByLabelText("Role for Olive Owner")).toBeDisabled();
    expect(within(olive).queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
    // Nobody sets their own manager; each line says who set it.
    expect(within(olive).getByLabelText("Manager for Olive Owner")).toBeDisabled();
    expect(within(olive).getByText("Another owner or admin sets your manager.")).toBeInTheDocument();
    expect(within(jane).getByText("Set by Olive Owner")).toBeInTheDocument();
    expect(screen.getByLabelText("Company domain")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add domain" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(screen.getByLabelText("Role")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send invitation" })).toBeInTheDocument();
    expect(screen.getByLabelText("Logo URL")).toBeInTheDocument();
    expect(screen.getByLabelText("Brand colour")).toHaveValue("#1d4ed8");
    expect(
      screen.getByRole("switch", { name: "Show my organisation's branding on my shared page and PDF" }),
    ).not.toBeChecked();
    expect(screen.getByLabelText("Member")).toBeInTheDocument();
    expect(screen.queryByLabelText("Organisation")).not.toBeInTheDocument();
  });

  it("gives a seller with a manager their own sections only", () => {
    renderView(user(3, "Jane Doe"), [org("seller")]);
    expect(sectionHeadings()).toEqual(["Ask your manager to attest", "Benchmarks", "Branding", "Recognition"]);
    expect(screen.queryByLabelText("Logo URL")).not.toBeInTheDocument();
    expect(
      screen.getByRole("switch", { name: "Show my organisation's branding on my shared page and PDF" }),
    ).toBeInTheDocument();
  });

  it("gives a recruiter the way to the talent search, and nothing of the team's", () => {
    renderView(user(4, "Renée Recruiter"), [org("recruiter")]);
    expect(sectionHeadings()).toEqual(["Talent network", "Benchmarks", "Branding"]);
    expect(screen.getByRole("link", { name: "Search the talent network" })).toHaveAttribute("href", "/team/talent");
  });

  it("switches between organisations", () => {
    renderView(user(2, "Max Manager"), [org("manager"), org("seller", 6, "Beta")], [[orgsKeys.members(6), []]]);
    expect(screen.getByLabelText("Organisation")).toHaveValue("5");
    expect(sectionHeadings()).toEqual([
      "Attestation requests",
      "Team performance",
      "Ask your manager to attest",
      "Benchmarks",
      "Branding",
      "Awards",
      "Recognition",
    ]);
  });

  it("keeps Recognition to Enterprise organisations", () => {
    renderView(user(3, "Jane Doe"), [{ ...org("seller"), tier: "team" }]);
    expect(sectionHeadings()).toEqual(["Ask your manager to attest", "Benchmarks", "Branding"]);
  });
});
