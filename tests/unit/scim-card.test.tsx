import { act, fireEvent, render, screen } from "@testing-library/react";
import { ScimCard } from "@/components/team/scim-card";
import type { OrgSummary } from "@/components/team/types";
import { useCreateScimToken, useRevokeScimToken, useScimSetup } from "@/components/team/use-org-api";
import type { ScimSetupView } from "@/lib/validators/scim";

// The SCIM provisioning card: the base URL to copy, the token made and shown once (with a Copy button), a warning
// before a new token stops the old one or a revocation stops provisioning, and the plan's and the domain's gates.
// The API hooks are stubbed.

jest.mock("@/components/team/use-org-api", () => ({
  useScimSetup: jest.fn(),
  useCreateScimToken: jest.fn(),
  useRevokeScimToken: jest.fn(),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const create = { mutate: jest.fn(), isPending: false };
const revoke = { mutate: jest.fn(), isPending: false };
const BASE = "https://app.quotaproof.test/api/scim/v2/7";
const org = { id: 7, name: "Contoso", tier: "enterprise", domainVerified: true } as OrgSummary;
const NONE: ScimSetupView = {
  configured: false,
  baseUrl: BASE,
  createdAt: null,
  lastRotatedBy: null,
  lastRotatedByName: null,
  tokenLast4: null,
};
const SET: ScimSetupView = {
  configured: true,
  baseUrl: BASE,
  createdAt: "2026-11-02T10:00:00.000Z",
  lastRotatedBy: 3,
  lastRotatedByName: "Olive Owner",
  tokenLast4: "Wxyz",
};

function renderCard(setup: ScimSetupView, summary: OrgSummary = org) {
  jest.mocked(useScimSetup).mockReturnValue({ isPending: false, isError: false, data: setup } as never);
  jest.mocked(useCreateScimToken).mockReturnValue(create as never);
  jest.mocked(useRevokeScimToken).mockReturnValue(revoke as never);
  return render(<ScimCard org={summary} />);
}

beforeEach(() => {
  create.mutate.mockReset();
  revoke.mutate.mockReset();
});

test("without a token: the base URL to copy, and Create token shows the new token once", () => {
  renderCard(NONE);
  expect(screen.getByRole("heading", { level: 2, name: "SCIM provisioning" })).toBeInTheDocument();
  expect(screen.getByLabelText("Base URL")).toHaveValue(BASE);
  expect(screen.getByRole("button", { name: "Copy the base url" })).toBeInTheDocument();
  expect(screen.getByText(/No token yet/)).toBeInTheDocument();
  expect(screen.getByText(/"Sales Managers"/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Create token" }));
  expect(create.mutate).toHaveBeenCalledTimes(1);
  const [, options] = create.mutate.mock.calls[0] as [unknown, { onSuccess: (created: unknown) => void }];
  const token = `qpscim_${"a".repeat(43)}`;
  act(() => options.onSuccess({ token, baseUrl: BASE, createdAt: "2026-11-30T00:00:00.000Z" }));
  expect(screen.getByText("Copy the token now")).toBeInTheDocument();
  expect(screen.getByLabelText("SCIM token")).toHaveValue(token);
  expect(screen.getByRole("button", { name: "Copy the scim token" })).toBeInTheDocument();
});

test("with a token: when and by whom, and a warning before a new one stops the old", () => {
  renderCard(SET);
  expect(screen.getByText("Token active")).toBeInTheDocument();
  expect(screen.getByText(/Ending in Wxyz/)).toHaveTextContent("by Olive Owner");
  expect(screen.queryByLabelText("SCIM token")).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Rotate token" }));
  expect(screen.getByText(/The current token stops working at once/)).toBeInTheDocument();
  expect(create.mutate).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByText(/The current token stops working at once/)).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Rotate token" }));
  fireEvent.click(screen.getByRole("button", { name: "Make a new token" }));
  expect(create.mutate).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  fireEvent.click(screen.getByRole("button", { name: "Revoke token" }));
  expect(screen.getByText(/can no longer add, change or remove members/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Revoke token" }));
  expect(revoke.mutate).toHaveBeenCalledTimes(1);
});

test("without a verified domain the token cannot be made; off Enterprise nothing is loaded", () => {
  renderCard(NONE, { ...org, domainVerified: false });
  expect(screen.getByRole("button", { name: "Create token" })).toBeDisabled();
  expect(screen.getByText(/Verify your company's domain first/)).toBeInTheDocument();

  jest.mocked(useScimSetup).mockClear();
  renderCard(NONE, { ...org, id: 8, tier: "team" });
  expect(screen.getByText(/part of the Enterprise plan, which Contoso is not on yet/)).toBeInTheDocument();
  expect(jest.mocked(useScimSetup)).toHaveBeenCalledWith(8, false);
});
