import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { QuotaTab } from "@/components/quota/quota-tab";
import { QuotaWizardDialog } from "@/components/quota/quota-wizard";
import { PortfolioDialogProvider, usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { toast } from "@/lib/toast";
import type { QuotaRecord } from "@/lib/types";
import { quotaRecord } from "./quota-records";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(() => {
  // jsdom has no ResizeObserver (the chart measures its card).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderWith(children: ReactNode, records: QuotaRecord[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => records } },
  });
  client.setQueryData(["/api/quota-records"], records);
  return render(
    <QueryClientProvider client={client}>
      <PortfolioDialogProvider>{children}</PortfolioDialogProvider>
    </QueryClientProvider>,
  );
}

const lastYear = new Date().getUTCFullYear() - 1;

describe("QuotaTab", () => {
  it("shows Performance Insights, the level's badge and Elite Performer once a record is verified", () => {
    renderWith(<QuotaTab />, [
      quotaRecord(lastYear, 2, "100000", "150000", "150.00", {
        isVerified: true,
        assurance: {
          level: 2,
          label: "Verified at acme.com",
          evidence: "E-signed by Dana Lee from a mailbox at acme.com",
        },
        proofType: "manager_esign",
        stackRankPosition: 2,
        stackRankTotal: 20,
        stackRankPercentile: "95.00",
      }),
      quotaRecord(lastYear, 1, "100000", "90000", "90.00", {
        stackRankPosition: 1,
        stackRankTotal: 10,
        stackRankPercentile: "100.00",
        stackRankPublic: false,
      }),
    ]);
    const q2 = screen.getByRole("article", { name: `Q2 ${lastYear}` });
    expect(within(q2).getByText("Manager E-Sign")).toBeInTheDocument();
    expect(within(q2).getByText("Verified at acme.com")).toHaveAttribute(
      "title",
      "E-signed by Dana Lee from a mailbox at acme.com",
    );
    expect(within(q2).getByText("Top 95%")).toBeInTheDocument();
    const q1 = screen.getByRole("article", { name: `Q1 ${lastYear}` });
    expect(within(q1).getByText("Pending")).toBeInTheDocument();
    // A private rank stays private.
    expect(within(q1).queryByText(/^Top/)).not.toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Performance Insights" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Verification Rate" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("progressbar", { name: "Periods at or above 100%" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByText("Elite Performer")).toBeInTheDocument();
  });

  it("has no insights without a verified record, and no Elite Performer below a 100% average", () => {
    renderWith(<QuotaTab />, [quotaRecord(lastYear, 3, "100000", "99990", "99.99")]);
    expect(screen.queryByRole("heading", { name: "Performance Insights" })).not.toBeInTheDocument();
    expect(screen.queryByText("Elite Performer")).not.toBeInTheDocument();
  });
});

describe("QuotaTab with an employer's record", () => {
  const evidence = "From Contoso's Salesforce forecast, signed off by Olive Owner, Owner, on 6 Jan 2026";
  const employerRecord = (extra: Partial<QuotaRecord> = {}) =>
    quotaRecord(lastYear, 3, "250000.00", "267500.50", "107.00", {
      currency: "EUR",
      employerOrgId: 7,
      employerName: "Contoso",
      isVerified: true,
      assurance: { level: 3, label: "Employer-verified", evidence },
      ...extra,
    });
  const own = () => quotaRecord(lastYear, 3, "100000", "90000", "90.00");
  // The fake server below answers only this block's calls; the tests after it find no fetch, as before.
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const employerRow = () =>
    screen.getAllByRole("article", { name: `Q3 ${lastYear}` }).find((a) => within(a).queryByText("From Contoso"))!;

  it("shows the employer, its badge and evidence and the amounts in its currency, and lets the rep decline it", async () => {
    const record = employerRecord();
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
      ok: true,
      status: 200,
      statusText: "OK",
      headers: new Headers({ "Content-Type": "application/json" }),
      text: async () => JSON.stringify({ id: record.id, status: "declined" }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWith(<QuotaTab />, [own(), record]);

    const row = employerRow();
    expect(within(row).getByText("Employer-verified")).toHaveAttribute("title", evidence);
    expect(within(row).getByText(evidence)).toBeInTheDocument();
    expect(within(row).getByText("€250K")).toBeInTheDocument();
    expect(within(row).getByText("€267.5K")).toBeInTheDocument();
    // The employer's figures are not the rep's to edit or delete.
    expect(within(row).queryByRole("button", { name: `Actions for Q3 ${lastYear}` })).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole("button", { name: `Decline Q3 ${lastYear} from Contoso` }));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/employer-records/${record.id}/decline`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith("Employer's record declined", expect.anything());
  });

  it("draws a declined record muted, saying it is hidden, with Show again", () => {
    renderWith(<QuotaTab />, [own(), employerRecord({ declinedAt: "2026-01-08T00:00:00.000Z" })]);
    const row = employerRow();
    expect(within(row).getByText("Declined: hidden from your shared page")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: `Show again Q3 ${lastYear} from Contoso` })).toBeInTheDocument();
  });
});

/** Opens the wizard on a record; like the dialog host, it mounts the wizard once the dialog is open. */
function OpenEditor({ record }: { record: QuotaRecord }) {
  const { current, open } = usePortfolioDialogs();
  useEffect(() => open({ kind: "quota", record }), [open, record]);
  return current ? <QuotaWizardDialog /> : null;
}

async function goToReview() {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    });
  }
  expect(screen.getByText("100% complete")).toBeInTheDocument();
}

describe("QuotaWizardDialog editing a verified record", () => {
  const verified = quotaRecord(lastYear, 3, "400000.00", "500000.00", "125.00", {
    isVerified: true,
    proofType: "manager_esign",
  });

  it("keeps the verification when only the presentation changes", async () => {
    renderWith(<OpenEditor record={verified} />);
    expect(await screen.findByRole("dialog", { name: "Edit QuotaProof" })).toBeInTheDocument();
    await goToReview();
    expect(screen.getByText("Manager E-Sign")).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByText("Saving voids the verification")).not.toBeInTheDocument();
  });

  it("warns before saving that changed figures void the verification", async () => {
    renderWith(<OpenEditor record={verified} />);
    await screen.findByRole("dialog", { name: "Edit QuotaProof" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    });
    fireEvent.change(screen.getByLabelText("Attainment"), { target: { value: "520000" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    });
    expect(screen.getByText("Saving voids the verification")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });
});
