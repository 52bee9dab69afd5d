import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { ContestLeaderboard } from "@/components/team/recognition/contests-panel";
import { KudosDialog } from "@/components/team/recognition/kudos-dialog";
import { RulesPanel } from "@/components/team/recognition/rules-panel";
import type { Leaderboard } from "@/components/team/recognition/use-recognition-api";
import type { Member, OrgSummary } from "@/components/team/types";
import { getQueryFn } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { routedFetch, type FakeRoutes } from "./fake-fetch";

// The Recognition section against a fake server: the rule form (its threshold label follows the kind, a streak
// without its length is refused before anything is sent with the schema's own words, the server's refusal shows under
// its field), the contest leaderboard (a figure the answer withholds reads "—", the caller's row is marked), and the
// kudos dialog's refusals.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

let routes: FakeRoutes;
const fetchMock = routedFetch(() => routes);
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key).map(([, init]) => init);

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // jsdom has no ResizeObserver (Radix measures the switch).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  routes = { "GET /api/orgs/7/recognition-rules": () => ({ json: [] }) };
  fetchMock.mockClear();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

function renderWith(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }), retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const org = { id: 7, name: "Contoso", tier: "enterprise", role: "manager", vetted: true } as OrgSummary;

const member = (userId: number, fullName: string, role: Member["role"] = "seller"): Member => ({
  userId,
  fullName,
  email: `${userId}@contoso.test`,
  title: null,
  role,
  managerId: null,
  segment: null,
  managerSetBy: null,
  managerSetAt: null,
  joinedAt: "2025-01-01T00:00:00.000Z",
});

async function openNewRule() {
  renderWith(<RulesPanel org={org} me={2} isAdmin={false} canCreate members={[member(2, "Max Manager", "manager")]} />);
  await screen.findByText("No rules yet.");
  fireEvent.click(screen.getByRole("button", { name: "New rule" }));
  return screen.findByRole("dialog", { name: "New rule" });
}

const chooseKind = (dialog: HTMLElement, label: string) =>
  fireEvent.change(within(dialog).getByLabelText("Kind"), {
    target: { value: within(dialog).getByRole("option", { name: label }).getAttribute("value") },
  });

describe("the rule form", () => {
  it("names the threshold after the kind, and asks for the run length of a streak only", async () => {
    const dialog = await openNewRule();
    expect(within(dialog).getByLabelText("Attainment %")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Periods in a row")).not.toBeInTheDocument();
    // A manager's rule is for their team: said in place of the scope fields.
    expect(within(dialog).getByText("This rule is for your team: the members who report to you.")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Team")).not.toBeInTheDocument();

    chooseKind(dialog, "Top percent");
    expect(within(dialog).getByLabelText("Top share %")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Attainment %")).not.toBeInTheDocument();

    chooseKind(dialog, "Largest deal");
    expect(within(dialog).queryByLabelText("Top share %")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Attainment %")).not.toBeInTheDocument();

    chooseKind(dialog, "Streak");
    expect(within(dialog).getByLabelText("Attainment %")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Periods in a row")).toBeInTheDocument();
  });

  it("refuses a streak without its length before sending anything, in the schema's words", async () => {
    const dialog = await openNewRule();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Hot streak" } });
    chooseKind(dialog, "Streak");
    fireEvent.change(within(dialog).getByLabelText("Attainment %"), { target: { value: "100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create rule" }));

    expect(await within(dialog).findByText("Enter how many periods in a row")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Periods in a row")).toHaveAttribute("aria-invalid", "true");
    expect(calls("POST /api/orgs/7/recognition-rules")).toHaveLength(0);
  });

  it("posts the rule and shows the server's refusal under its field", async () => {
    routes["POST /api/orgs/7/recognition-rules"] = () => ({
      status: 422,
      json: {
        error: {
          code: "validation_error",
          message: "Name the rule, e.g. 120% Club",
          fields: { name: "Name the rule, e.g. 120% Club" },
        },
      },
    });
    const dialog = await openNewRule();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "120% Club" } });
    fireEvent.change(within(dialog).getByLabelText("Attainment %"), { target: { value: "120" } });
    fireEvent.change(within(dialog).getByLabelText("Period type"), { target: { value: "year" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create rule" }));

    await waitFor(() => expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true"));
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription("Name the rule, e.g. 120% Club");
    // Shown under the field, so no toast; the manager's scope is left to the server.
    expect(toast.error).not.toHaveBeenCalled();
    const [sent] = calls("POST /api/orgs/7/recognition-rules");
    expect(JSON.parse(String(sent?.body))).toEqual({
      name: "120% Club",
      description: "",
      kind: "attainment_at_least",
      threshold: 120,
      periodType: "year",
      announce: false,
      active: true,
    });
  });
});

const board = (rows: Leaderboard["rows"]): Leaderboard =>
  ({
    contest: { id: 3, name: "Q3 Sprint", metric: "attainment" },
    rows,
    me: null,
    currencies: [],
  }) as unknown as Leaderboard;

describe("ContestLeaderboard", () => {
  it('shows "—" where the answer withholds a figure and marks the caller\'s own row', () => {
    render(
      <ContestLeaderboard
        board={board([
          { rank: 1, userId: 11, name: "Ana Lima", value: null, isMe: false },
          { rank: 1, userId: 12, name: "Ben Okafor", value: 131.5, isMe: true },
          { rank: 3, userId: 13, name: "Cai Wen", value: null, isMe: false },
        ])}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll("td")).map((td) => td.textContent))).toEqual([
      ["1", "Ana Lima", "—"],
      ["1", "Ben Okafor (you)", "131.50%"],
      ["3", "Cai Wen", "—"],
    ]);
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[0]).not.toHaveAttribute("aria-current");
    expect(rows[2]).not.toHaveAttribute("aria-current");
  });
});

describe("KudosDialog", () => {
  const colleagues = [member(2, "Max Manager", "manager"), member(3, "Jane Doe")];

  it("offers colleagues but not the sender, and shows a refusal for too many kudos above the form", async () => {
    routes["POST /api/orgs/7/kudos"] = () => ({
      status: 429,
      json: {
        error: { code: "rate_limited", message: "You have sent too many kudos for now. Please try again later." },
      },
    });
    renderWith(<KudosDialog orgId={7} me={2} members={colleagues} open onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Send kudos" });
    const colleague = within(dialog).getByLabelText("Colleague");
    expect(
      within(colleague)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a colleague", "Jane Doe"]);
    fireEvent.change(colleague, { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "Thanks for the Globex intro!" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send kudos" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have sent too many kudos for now. Please try again later.",
    );
    const [sent] = calls("POST /api/orgs/7/kudos");
    expect(JSON.parse(String(sent?.body))).toEqual({ toUserId: 3, message: "Thanks for the Globex intro!" });
  });

  it("puts the server's field refusal under its field", async () => {
    routes["POST /api/orgs/7/kudos"] = () => ({
      status: 422,
      json: {
        error: {
          code: "validation_error",
          message: "You cannot send kudos to yourself: thank a colleague",
          fields: { toUserId: "You cannot send kudos to yourself: thank a colleague" },
        },
      },
    });
    renderWith(<KudosDialog orgId={7} me={2} members={colleagues} open onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Send kudos" });
    fireEvent.change(within(dialog).getByLabelText("Colleague"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "Thanks!" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send kudos" }));

    expect(await within(dialog).findByText("You cannot send kudos to yourself: thank a colleague")).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });
});
