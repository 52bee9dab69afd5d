import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { RecognitionWizardDialog } from "@/components/achievements/recognition-wizard";
import {
  PortfolioDialogProvider,
  usePortfolioDialogs,
  type PortfolioDialog,
} from "@/components/portfolio/dialog-context";
import { QuotaWizardDialog } from "@/components/quota/quota-wizard";
import { ReferenceWizardDialog } from "@/components/references/reference-wizard";
import ToasterHost from "@/components/ui/toaster-impl";
import { CURRENT_USER_QUERY_KEY } from "@/lib/hooks/use-current-user";
import { quotaRecord } from "./quota-records";
import { fakeResponse } from "./fake-fetch";

// The step wizards on the one wizard path (useFormWizard + WizardForm) and the one save path (useEntitySave):
// how Next gates each step, what is sent, and where the server's refusals land.

/** The signed-in rep the wizards read (their plan decides what a step offers). */
const rep = { id: 7, fullName: "Riley Rep", email: "riley@example.com", subscriptionTier: "pro", role: "user" };

let answer: { status: number; json: unknown };
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => fakeResponse(answer));

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // jsdom has no ResizeObserver (Radix measures the switch).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => fetchMock.mockClear());

/** Opens one dialog, as the dialog host does, once the provider is there. */
function Open({ dialog, children }: { dialog: PortfolioDialog; children: ReactNode }) {
  const { current, open } = usePortfolioDialogs();
  useEffect(() => open(dialog), [open, dialog]);
  return current ? <>{children}</> : null;
}

function renderOpen(dialog: PortfolioDialog, children: ReactNode, cached: unknown = []) {
  // Every list the wizards read answers `cached`; the signed-in rep is already known (their own query would fetch).
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        queryFn: () => cached,
      },
    },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, rep);
  return render(
    <QueryClientProvider client={client}>
      <PortfolioDialogProvider>
        <Open dialog={dialog}>{children}</Open>
      </PortfolioDialogProvider>
      <ToasterHost />
    </QueryClientProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const sent = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST" || init?.method === "PUT");
  return { url: call?.[0], method: call?.[1]?.method, body: JSON.parse(String(call?.[1]?.body)) as unknown };
};

const toastWith = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

describe("Reference wizard (Next does not check the steps)", () => {
  it("moves on without checks, then reopens the first step with the schema's message", async () => {
    renderOpen({ kind: "reference" }, <ReferenceWizardDialog />);
    const wizard = await screen.findByRole("dialog", { name: "Add Professional Reference" });
    await click(within(wizard).getByRole("button", { name: "Next" }));
    await click(within(wizard).getByRole("button", { name: "Next" }));
    expect(within(wizard).getByText("Step 3 of 3:")).toBeInTheDocument();
    await click(within(wizard).getByRole("button", { name: "Add Reference" }));
    expect(within(wizard).getByText("Step 1 of 3:")).toBeInTheDocument();
    expect(within(wizard).getByText("Reference name is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field and shows that step", async () => {
    answer = {
      status: 422,
      json: { error: { code: "validation", message: "Invalid input", fields: { referenceName: "Name is taken" } } },
    };
    renderOpen({ kind: "reference" }, <ReferenceWizardDialog />);
    const wizard = await screen.findByRole("dialog", { name: "Add Professional Reference" });
    fireEvent.change(within(wizard).getByLabelText("Reference Name"), { target: { value: "Morgan Blake" } });
    fireEvent.change(within(wizard).getByLabelText("Title"), { target: { value: "VP of Sales" } });
    fireEvent.change(within(wizard).getByLabelText("Company"), { target: { value: "Acme Corp" } });
    await click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.change(within(wizard).getByLabelText("Working Relationship"), { target: { value: "Former Manager" } });
    await click(within(wizard).getByRole("button", { name: "Next" }));
    await click(within(wizard).getByRole("button", { name: "Add Reference" }));

    expect(sent()).toMatchObject({
      url: "/api/references",
      method: "POST",
      body: { referenceName: "Morgan Blake", workingRelationship: "Former Manager" },
    });
    expect(await toastWith("Invalid input")).toBeInTheDocument();
    expect(within(wizard).getByText("Step 1 of 3:")).toBeInTheDocument();
    expect(within(wizard).getByText("Name is taken")).toBeInTheDocument();
  });
});

describe("Recognition wizard (Next waits for a valid field)", () => {
  it("keeps Next disabled until the step's field is valid, and posts a recognition", async () => {
    answer = { status: 201, json: { id: 9 } };
    renderOpen({ kind: "recognition" }, <RecognitionWizardDialog />);
    const wizard = await screen.findByRole("dialog", { name: "Recognition & Awards" });
    const next = () => within(wizard).getByRole("button", { name: "Next" });
    expect(next()).toBeDisabled();
    fireEvent.change(within(wizard).getByLabelText("Achievement Title"), { target: { value: "Rep of the Year" } });
    expect(next()).toBeEnabled();
    await click(next());

    fireEvent.change(within(wizard).getByLabelText("Description"), { target: { value: "Too short" } });
    expect(next()).toBeDisabled();
    // Enter on a step that may not be left yet does not move on either.
    await act(async () => {
      fireEvent.submit(within(wizard).getByLabelText("Description").closest("form")!);
    });
    expect(within(wizard).getByText("Step 2 of 4:")).toBeInTheDocument();
    fireEvent.change(within(wizard).getByLabelText("Description"), {
      target: { value: "Chosen from 240 reps for the highest net-new ARR." },
    });
    await click(next());

    fireEvent.change(within(wizard).getByLabelText("Date Received"), { target: { value: "2024-02-10" } });
    await click(next());
    expect(within(wizard).getByText("Step 4 of 4:")).toBeInTheDocument();
    await click(within(wizard).getByRole("button", { name: "Submit Recognition" }));

    expect(sent()).toEqual({
      url: "/api/achievements",
      method: "POST",
      body: {
        title: "Rep of the Year",
        description: "Chosen from 240 reps for the highest net-new ARR.",
        dateReceived: "2024-02-10",
        category: "recognition",
        proofFileId: null,
      },
    });
    expect(await toastWith("Recognition submitted successfully!")).toBeInTheDocument();
  });
});

describe("QuotaProof wizard saving an edit", () => {
  const lastYear = new Date().getUTCFullYear() - 1;
  const record = quotaRecord(lastYear, 3, "400000.00", "500000.00", "125.00", { proofType: "manager_esign" });

  async function saveFromReview() {
    const wizard = await screen.findByRole("dialog", { name: "Edit QuotaProof" });
    for (let i = 0; i < 3; i++) await click(within(wizard).getByRole("button", { name: "Next" }));
    expect(within(wizard).getByText("100% complete")).toBeInTheDocument();
    await click(within(wizard).getByRole("button", { name: "Save Changes" }));
    return wizard;
  }

  it("puts a clash with a stored period on the quarter, back on the first step", async () => {
    const message = "You already have a quota record for this period";
    answer = { status: 409, json: { error: { code: "conflict", message } } };
    renderOpen({ kind: "quota", record }, <QuotaWizardDialog />, [record]);
    const wizard = await saveFromReview();

    expect(sent()).toMatchObject({ url: `/api/quota-records/${record.id}`, method: "PUT" });
    expect(await toastWith("Error updating QuotaProof")).toBeInTheDocument();
    expect(within(wizard).getByText("25% complete")).toBeInTheDocument();
    expect(within(wizard).getByText(message)).toBeInTheDocument();
    expect(within(wizard).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("says a verified record's changes are saved", async () => {
    answer = { status: 200, json: { ...record, isVerified: true } };
    renderOpen({ kind: "quota", record }, <QuotaWizardDialog />, [record]);
    await saveFromReview();
    expect(await toastWith("QuotaProof updated")).toBeInTheDocument();
    expect(screen.getByText("Your changes have been saved.")).toBeInTheDocument();
  });
});
