import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AtsCard } from "@/components/team/ats-card";
import type { OrgSummary } from "@/components/team/types";
import { useAtsSettings, useRemoveAtsSettings, useSaveAtsSettings } from "@/components/team/use-org-api";
import type { AtsSettingsView } from "@/lib/validators/ats";

// The ATS settings form of an Enterprise organisation: each provider's fields, their hints, the schema's messages,
// the body sent, and the secret emptied once saved (it is never shown again). The API hooks are stubbed.

jest.mock("@/components/team/use-org-api", () => ({
  useAtsSettings: jest.fn(),
  useSaveAtsSettings: jest.fn(),
  useRemoveAtsSettings: jest.fn(),
}));

const save = { mutate: jest.fn(), isPending: false };
const remove = { mutate: jest.fn(), isPending: false };

const org = { id: 7, name: "Contoso", tier: "enterprise" } as OrgSummary;

function renderCard(saved: AtsSettingsView) {
  jest.mocked(useAtsSettings).mockReturnValue({ isPending: false, isError: false, data: saved } as never);
  jest.mocked(useSaveAtsSettings).mockReturnValue(save as never);
  jest.mocked(useRemoveAtsSettings).mockReturnValue(remove as never);
  return render(<AtsCard org={org} />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  save.mutate.mockReset();
  remove.mutate.mockReset();
});

test("Greenhouse asks for a v3 client id and secret and the On-Behalf-Of user, and empties the secret once saved", async () => {
  renderCard({ configured: false });
  expect(screen.getByLabelText("Client secret")).toHaveAttribute("type", "password");
  expect(screen.getByLabelText("Client id")).toHaveAttribute("type", "text");
  expect(screen.getByText(/Its number is in the address of the user's page in Greenhouse\./)).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Enter the client id")).toBeInTheDocument();
  expect(screen.getByText("Enter the client secret")).toBeInTheDocument();
  expect(screen.getByLabelText("Client id")).toHaveAttribute("aria-invalid", "true");
  expect(save.mutate).not.toHaveBeenCalled();

  type("Client id", "client-1");
  type("Client secret", "secret-1");
  type("On-Behalf-Of user id", "42");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
  const [body, options] = save.mutate.mock.calls[0] as [unknown, { onSuccess: () => void }];
  expect(body).toEqual({ provider: "greenhouse", clientId: "client-1", clientSecret: "secret-1", onBehalfOf: "42" });
  options.onSuccess();
  await waitFor(() => expect(screen.getByLabelText("Client secret")).toHaveValue(""));
  expect(screen.getByLabelText("Client id")).toHaveValue("client-1");
});

test("Lever asks for an API key and the perform_as user; a saved key is named by its last four characters", async () => {
  renderCard({ configured: true, provider: "lever", onBehalfOf: "user_1", keyLast4: "wxyz" });
  expect(screen.getByLabelText("Applicant tracking system")).toHaveValue("lever");
  expect(screen.getByLabelText("API key")).toHaveAttribute("type", "password");
  expect(screen.getByLabelText("perform_as user id")).toHaveValue("user_1");
  expect(screen.getByText("Saved, ending in wxyz. Enter the key again to change the settings.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();

  type("API key", "lever-key");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
  expect(save.mutate.mock.calls[0]![0]).toEqual({ provider: "lever", apiKey: "lever-key", onBehalfOf: "user_1" });

  fireEvent.change(screen.getByLabelText("Applicant tracking system"), { target: { value: "greenhouse" } });
  expect(screen.queryByLabelText("API key")).not.toBeInTheDocument();
  expect(screen.getByLabelText("On-Behalf-Of user id")).toHaveValue("");
});
